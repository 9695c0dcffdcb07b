import { BoardWriteScreen } from '../write/BoardWriteScreen';

/** Writing a free-board post, optionally with attached bets (/board/write, both layouts). */
export function BoardWritePage() {
  return <BoardWriteScreen />;
}
