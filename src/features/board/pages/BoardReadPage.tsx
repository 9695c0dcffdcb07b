import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** A board post with comments (/board/read/:boardIdx). Until the board issue delivers it: its title and what will be there. */
export function BoardReadPage() {
  return <ScreenPlaceholder screen="boardRead" />;
}
