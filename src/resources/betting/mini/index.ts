// The mini games' shared pieces (the game screen and the results screens): the games, their option
// groups and how a draw is shown.
export { DrawView } from './DrawView';
export {
  completeDraw,
  groupOptions,
  isMiniGame,
  MINI_GAMES,
  miniGameOf,
  type DrawKind,
  type MiniDraw,
  type MiniGame,
  type MiniGameDescription,
  type MiniOption,
  type MiniRound,
} from './games';
