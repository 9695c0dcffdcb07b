// The main page's launch, loaded on the first tap of a game card (the shared launch, its notices and
// the game window stay out of the first paint): launches each request it is given and shows the
// launch's notice (a guest's 'after signing in' with the login, an error code's message, a blocked
// popup's link, games down).
import { useEffect, useEffectEvent } from 'react';
import { launchableOf, type GameEntry } from '@/domain/games/game-rules';
import { LaunchNoticeView } from '@/domain/games/LaunchNoticeView';
import { useGameLaunch } from '@/domain/games/use-game-launch';
import styles from './GameBlocks.module.css';

export interface LaunchRequest {
  game: GameEntry;
  id: string;
  /** A new number per tap: the same game tapped again is launched again. */
  seq: number;
}

export function GameLauncher({ request }: { request: LaunchRequest }) {
  const { launch, notice, dismiss } = useGameLaunch();
  // one launch per request (a new seq), not per new launch function (it changes with the session and address)
  const launchRequest = useEffectEvent((r: LaunchRequest) => void launch(launchableOf(r.game, r.game.vendorKey ?? ''), r.id));
  useEffect(() => launchRequest(request), [request]);
  if (!notice) return null;
  return (
    <div className={styles.notice}>
      <LaunchNoticeView notice={notice} onDismiss={dismiss} />
    </div>
  );
}
