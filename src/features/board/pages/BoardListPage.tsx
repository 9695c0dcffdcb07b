import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Free board list (/board/list). Until the board issue delivers it: its title and what will be there. */
export function BoardListPage() {
  return <ScreenPlaceholder screen="boardList" />;
}
