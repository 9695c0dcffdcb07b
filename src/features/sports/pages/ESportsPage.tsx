import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** E-sports (/esport/gamestart). Until the sports issue delivers it: its title and what will be there. */
export function ESportsPage() {
  return <ScreenPlaceholder screen="esports" />;
}
