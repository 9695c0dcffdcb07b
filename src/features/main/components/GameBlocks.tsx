// The main page's game blocks (docs/rules.md#routes): new and popular games of /api/main, each card launched
// through the shared launch (a guest is told to sign in and gets the login), with a "more" link into
// the slot lobby. No MUI (the first paint stays light: the launch itself loads on the first tap);
// pictures sized (no layout shift). A failed /api/main is said once, by the main page (MainPage).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
// the rules alone (not the launch: it comes with GameLauncher)
import { gameId, gameName, type GameEntry } from '@/domain/games/game-rules';
import { useMainBoards } from '../api/main-boards';
import styles from './GameBlocks.module.css';
import type { LaunchRequest } from './GameLauncher';

const GameLauncher = lazy(() => import('./GameLauncher').then((m) => ({ default: m.GameLauncher })));

/** The lobby a block's "more" link opens: every slot vendor's games. */
const MORE_PATH = '/slotgame/kplayslot';
const SHOWN = 8;

interface BlockProps {
  title: string;
  games: readonly GameEntry[] | undefined;
  pending: boolean;
  onPlay: (game: GameEntry, id: string) => void;
}

function GameBlock({ title, games, pending, onPlay }: BlockProps) {
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
                <button type="button" className={styles.play} aria-label={t('main:games.play', { name })} onClick={() => onPlay(game, id)}>
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
  const [request, setRequest] = useState<LaunchRequest | null>(null);
  const onPlay = (game: GameEntry, id: string) => setRequest((last) => ({ game, id, seq: (last?.seq ?? 0) + 1 }));
  return (
    <>
      <div className={styles.blocks}>
        <GameBlock title={t('games.new')} games={boards.data?.newGames} pending={boards.isPending} onPlay={onPlay} />
        <GameBlock title={t('games.popular')} games={boards.data?.popularGames} pending={boards.isPending} onPlay={onPlay} />
      </div>
      {request && (
        // the launch and its notice's words load on the first tap
        <Suspense fallback={null}>
          <GameLauncher request={request} />
        </Suspense>
      )}
    </>
  );
}
