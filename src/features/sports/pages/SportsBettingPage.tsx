import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sports betting: in-play, combination, specials (/sport/<kind>). Until the sports issue delivers it: its title and what will be there. */
export function SportsBettingPage() {
  return <ScreenPlaceholder screen="sportsBetting" withVendor />;
}
