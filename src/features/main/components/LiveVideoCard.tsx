import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import ui from '@/components/ui/ui.module.css';
import { safeGameUrl } from '@/domain/games/game-rules';
import { LiveVideoStage, LiveVideoWaiting } from '@/kit/LiveVideoStage';
import { useMainBoards } from '../api/main-boards';
import styles from './LiveVideoCard.module.css';

/**
 * The main page's live video (the spec's main page blocks): the live sports broadcast of /api/main's
 * `liveVideoUrl` in a 16:9 frame (https only, as the /live page frames it), "no live broadcast right
 * now" while it is null, a sized placeholder while loading; its failure is said once, by the main page.
 */
export function LiveVideoCard() {
  const { t } = useTranslation('main');
  const boards = useMainBoards();
  const url = boards.isSuccess ? safeGameUrl(boards.data.liveVideoUrl) : null;
  return (
    <Section title={t('liveVideo.title')}>
      {boards.isPending && <LiveVideoWaiting aria-hidden />}
      {boards.isSuccess && url && (
        <>
          <LiveVideoStage url={url} title={t('liveVideo.frame')} lazy />
          <Link to="/live" className={styles.more}>
            {t('liveVideo.more')}
          </Link>
        </>
      )}
      {boards.isSuccess && !url && (
        <p className={ui.muted} role="status">
          {t('liveVideo.none')}
        </p>
      )}
    </Section>
  );
}
