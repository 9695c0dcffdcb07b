import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Fishing games (/phishinggame/kplayfishing). Until the games issue delivers it: its title and what will be there. */
export function FishingPage() {
  return <ScreenPlaceholder screen="fishing" />;
}
