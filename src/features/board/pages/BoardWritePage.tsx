import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Writing a board post, optionally with a bet list (/board/write). Until the board issue delivers it: its title and what will be there. */
export function BoardWritePage() {
  return <ScreenPlaceholder screen="boardWrite" />;
}
