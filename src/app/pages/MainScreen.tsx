import { MainPage } from '../../features/main/components/MainPage';
import { usePopupList } from '../../features/site/api/popup-list';
import { SiteBanners } from '../../features/site/components/SiteBanners';
import { PopupLayer } from '../chrome/PopupLayer';

/** The main page with the site's banners and arrival popups; `depositPath` is the layout's deposit page. */
export function MainScreen({ depositPath }: { depositPath: string }) {
  const popups = usePopupList();
  return (
    <>
      <MainPage banners={<SiteBanners depositPath={depositPath} />} />
      <PopupLayer popups={popups.data} />
    </>
  );
}
