// The shared board layer: a board's list and post reads, the search form, and the member's place in
// a list (address and winner_boardList) that every board screen (notices, free board, inquiries) uses.
export {
  BOARD_CATEGORIES,
  categoryOf,
  searchTypeOf,
  useBoardList,
  useBoardPost,
  type BoardCategory,
  type BoardListQuery,
  type BoardRow,
  type BoardType,
} from './api';
export { BoardSearch } from './BoardSearch';
export { boardRoutes, parseBoardIdx, parsePage, placeFromAddress, rememberBoardPage, rememberedBoardPage, type BoardPlace } from './place';
export { BoardPostView, PostTime, type BoardPostData, type BoardPostWords } from './BoardPostView';
