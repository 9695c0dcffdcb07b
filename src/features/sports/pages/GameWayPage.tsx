import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** E-sports betting board: screen layout, single and multi folder (/gameway). Until the sports issue delivers it: its title and what will be there. */
export function GameWayPage() {
  return <ScreenPlaceholder screen="gameWay" />;
}
