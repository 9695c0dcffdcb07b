import { lazy, Suspense } from 'react';
import { MainPage } from '@/features/main/components/MainPage';
import { usePopupList } from '@/features/site/api/popup-list';
import { SiteBanners } from '@/features/site/components/SiteBanners';
import { withChunkTimeout } from '../chunk';
import { useIdle } from '../chrome/use-idle';

const PopupLayer = lazy(() => withChunkTimeout(() => import('../chrome/PopupLayer').then((m) => ({ default: m.PopupLayer }))));

/**
 * The main page with the site's banners and arrival popups; `depositPath` is the layout's deposit
 * page. The popups (and their code) come once the page has rendered, not before it.
 */
export function MainScreen({ depositPath }: { depositPath: string }) {
  const popups = usePopupList();
  const idle = useIdle();
  return (
    <>
      <MainPage banners={<SiteBanners depositPath={depositPath} />} />
      {idle && (
        <Suspense fallback={null}>
          <PopupLayer popups={popups.data} />
        </Suspense>
      )}
    </>
  );
}
