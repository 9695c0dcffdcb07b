// The launch (docs/rules.md#states, docs/rules.md#roles, docs/rules.md#errors, docs/rules.md#constants), for every place a game is opened (the lobbies, the main
// page's game blocks): a guest is told to sign in and gets the login (the dialog on the desktop, the
// login page on mobile); a partner gets B0095 before any call; while games are down (LOCK_BET_YN)
// nothing is sent; otherwise one /api/game/getGame at a time, then the game in the frame of
// /slot/game or in the game popup (src/session/game-window.ts: its watcher reloads the balance once
// the window is closed or the balance says the member left the game, TK999 and sign-out close it). Every failure is its own message.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, type ApiMessageCode } from '@/api/errors';
import { useLayout } from '@forms/renderer/layout-context';
import { authDialogs, type LoginReason } from '@/session/auth-dialog-store';
import { onGameWindowClosed, openGameWindow } from '@/session/game-window';
import { useSession } from '@/session/use-session';
import { useGameLaunchCall } from './api/game-launch';
import { listenForGameDown, useGameDown } from './game-down';
import { framedGamePath, launchRefusal, launchTarget, safeGameUrl, type LaunchableGame } from './game-rules';

/** What the member is told about a launch. */
export type LaunchNotice =
  | { kind: 'signIn' }
  | { kind: 'error'; code: ApiMessageCode }
  | { kind: 'blocked'; url: string; portrait: boolean }
  | { kind: 'down' }
  | { kind: 'closed' }
  | { kind: 'ended' };

listenForGameDown();

export interface GameLaunch {
  /** Launches a game; resolves true once it is shown (framed or in its window). */
  launch: (game: LaunchableGame, id: string) => Promise<boolean>;
  /** The game being launched (its id), or null. */
  launching: string | null;
  notice: LaunchNotice | null;
  dismiss: () => void;
  /** Games are down (LOCK_BET_YN): launch is refused. */
  down: boolean;
}

export function useGameLaunch(): GameLaunch {
  const status = useSession((s) => s.status);
  const isPartner = useSession((s) => s.member?.isPartnerMember === 'Y');
  const layout = useLayout();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const down = useGameDown() !== null;
  const { send } = useGameLaunchCall();
  const [notice, setNotice] = useState<LaunchNotice | null>(null);
  const [launching, setLaunching] = useState<string | null>(null);
  const busy = useRef(false);

  // The watcher found the game over (the session runtime reloads the balance): its window closed, or the
  // member gone from the game (isPlayGame N) with the window still open. Say which.
  useEffect(() => onGameWindowClosed((reason) => setNotice({ kind: reason === 'left' ? 'ended' : 'closed' })), []);

  const launch = useCallback(
    async (game: LaunchableGame, id: string): Promise<boolean> => {
      const refusal = launchRefusal({ status, isPartner });
      if (refusal === 'guest') {
        setNotice({ kind: 'signIn' });
        // the login says why it is asked for (in the dialog, on the phone's login page)
        if (layout === 'mobile') void navigate('/login', { state: { reason: 'game' satisfies LoginReason } });
        else authDialogs.open('login', 'game');
        return false;
      }
      if (refusal === 'partner') {
        setNotice({ kind: 'error', code: 'B0095' });
        return false;
      }
      if (down) {
        setNotice({ kind: 'down' });
        return false;
      }
      // one launch at a time: a second tap (on this game or another) sends nothing
      if (busy.current) return false;
      busy.current = true;
      setLaunching(id);
      setNotice(null);
      try {
        const data = await send({ vendorKey: game.vendorKey, gameType: game.gameType, gameKey: game.gameKey });
        const url = safeGameUrl(data.gameurl);
        if (!url) {
          setNotice({ kind: 'error', code: 'RESPONSE_FAILED' });
          return false;
        }
        if (launchTarget(game) === 'frame') {
          void navigate(framedGamePath(url, game.vendorKey, `${pathname}${search}`));
          return true;
        }
        if (!openGameWindow(url, { portrait: game.portrait ?? false })) {
          setNotice({ kind: 'blocked', url, portrait: game.portrait ?? false });
          return false;
        }
        return true;
      } catch (error) {
        setNotice({ kind: 'error', code: isApiError(error) ? error.messageCode : 'UNKNOWN' });
        return false;
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [status, isPartner, layout, navigate, down, send, pathname, search],
  );

  const dismiss = useCallback(() => setNotice(null), []);
  return { launch, launching, notice, dismiss, down };
}
