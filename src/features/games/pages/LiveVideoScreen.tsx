// Live video (/live): the live sports broadcast of /api/main's liveVideoUrl in a frame (https only:
// the CSP's frame-src allows https), or a clear "no live broadcast right now" while it is null;
// loading (the stage's shape) and the error with retry are the frame's.
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui/ui.module.css';
import { safeGameUrl } from '@/domain/games/game-rules';
import { useLiveVideoUrl } from '../api/main-boards';
import styles from '../live/live-video.module.css';
import { LiveVideoStage, LiveVideoWaiting } from '@/kit/LiveVideoStage';
import { keepLast } from '@/kit/QueryState';
import { ScreenFrame } from '@/kit/ScreenFrame';

export function LiveVideoScreen() {
  const { t } = useTranslation('games');
  const video = useLiveVideoUrl();
  return (
    <ScreenFrame
      title={t('live.title')}
      titleClass={styles.title}
      spacing={2}
      query={keepLast(video)}
      busy={video.isPending}
      loadingLabel={t('live.loading')}
      skeleton={<LiveVideoWaiting />}
    >
      {(data) => {
        const url = safeGameUrl(data);
        return url ? (
          <LiveVideoStage url={url} title={t('live.frame')} />
        ) : (
          <div className={styles.none} role="status">
            <p className={styles.noneTitle}>{t('live.none')}</p>
            <p className={ui.muted}>{t('live.noneHint')}</p>
          </div>
        );
      }}
    </ScreenFrame>
  );
}
