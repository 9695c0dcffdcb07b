import { BoardReadScreen } from '../read/BoardReadScreen';

/** A free-board post with its comments and attached bets (/board/read/:boardIdx, both layouts). */
export function BoardReadPage() {
  return <BoardReadScreen />;
}
