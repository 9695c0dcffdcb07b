import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** The rotary game (/rotary). Until the games issue delivers it: its title and what will be there. */
export function RotaryPage() {
  return <ScreenPlaceholder screen="rotary" />;
}
