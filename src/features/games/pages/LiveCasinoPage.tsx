import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Live casino lobby of one vendor (/livecasino/<vendor>). Until the games issue delivers it: its title and what will be there. */
export function LiveCasinoPage() {
  return <ScreenPlaceholder screen="liveCasino" withVendor />;
}
