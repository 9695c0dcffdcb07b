// The shared game layer: the launch (rules, the call, the window or frame, the notices) and the
// game-down state, for the lobbies and the main page's game blocks.
export { clearGameDown, useGameDown } from './game-down';
export {
  framedGamePath,
  gameId,
  gameName,
  isFrameAllowed,
  isNeverFramed,
  launchableOf,
  launchRefusal,
  launchTarget,
  matchesSearch,
  safeGameUrl,
  type GameEntry,
  type LaunchableGame,
} from './game-rules';
export { LaunchNoticeView } from './LaunchNoticeView';
export { useGameLaunch, type GameLaunch, type LaunchNotice } from './use-game-launch';
