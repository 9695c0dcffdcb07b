import { BoardListScreen } from '../list/BoardListScreen';

/** The free board's list (/board/list, both layouts). */
export function BoardListPage() {
  return <BoardListScreen />;
}
