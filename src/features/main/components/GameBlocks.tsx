// The main page's game blocks (SPEC §2): new and popular games of /api/main, each card launched
// through the shared launch (a guest is told to sign in and gets the login), with a "more" link into
// the slot lobby. No MUI (the first paint stays light); pictures sized (no layout shift).
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { Section } from '@/components/Section';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { gameId, gameName, launchableOf, LaunchNoticeView, useGameDown, useGameLaunch, type GameEntry } from '@/resources/games';
import { useMainBoards } from '../api/main-boards';
import styles from './GameBlocks.module.css';

/** The lobby a block's "more" link opens: every slot vendor's games. */
const MORE_PATH = '/slotgame/kplayslot';
const SHOWN = 8;

interface BlockProps {
  title: string;
  games: readonly GameEntry[] | undefined;
  pending: boolean;
  launching: string | null;
  disabled: boolean;
  onPlay: (game: GameEntry, id: string) => void;
}

function GameBlock({ title, games, pending, launching, disabled, onPlay }: BlockProps) {
  const { t, i18n } = useTranslation(['main', 'common']);
  const shown = (games ?? []).slice(0, SHOWN);
  return (
    <Section title={title}>
      {pending && (
        <ul className={styles.cards} aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={styles.card}>
              <span className={styles.picture} />
              <Skeleton width="70%" />
            </li>
          ))}
        </ul>
      )}
      {!pending && shown.length === 0 && <p className={ui.muted}>{t('common:empty')}</p>}
      {shown.length > 0 && (
        <ul className={styles.cards} aria-label={title}>
          {shown.map((game) => {
            const id = gameId(game, game.vendorKey ?? '');
            const name = gameName(game, i18n.language);
            return (
              <li key={id} className={styles.card}>
                <button
                  type="button"
                  className={styles.play}
                  disabled={disabled}
                  aria-busy={launching === id || undefined}
                  aria-label={t('main:games.play', { name })}
                  onClick={() => onPlay(game, id)}
                >
                  <span className={styles.picture}>
                    <img src={game.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
                  </span>
                  <span className={styles.name}>{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.more}>
        <Button to={MORE_PATH} size="small" aria-label={t('main:games.more', { title })}>
          {t('main:games.moreShort')}
        </Button>
      </div>
    </Section>
  );
}

export function GameBlocks() {
  const { t } = useTranslation('main');
  const boards = useMainBoards();
  const { launch, launching, notice, dismiss } = useGameLaunch();
  const down = useGameDown() !== null;
  const onPlay = (game: GameEntry, id: string) => void launch(launchableOf(game, game.vendorKey ?? ''), id);
  if (boards.isError) return <QueryError error={boards.error} onRetry={() => void boards.refetch()} />;
  const common = { pending: boards.isPending, launching, disabled: down, onPlay };
  return (
    <>
      <div className={styles.blocks}>
        <GameBlock title={t('games.new')} games={boards.data?.newGames} {...common} />
        <GameBlock title={t('games.popular')} games={boards.data?.popularGames} {...common} />
      </div>
      {notice && (
        // the notice's words (the games namespace) load with it, after a first launch
        <Suspense fallback={null}>
          <div className={styles.notice}>
            <LaunchNoticeView notice={notice} onDismiss={dismiss} />
          </div>
        </Suspense>
      )}
    </>
  );
}
