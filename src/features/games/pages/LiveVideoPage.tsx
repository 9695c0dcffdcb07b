import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Live video (/live). Until the games issue delivers it: its title and what will be there. */
export function LiveVideoPage() {
  return <ScreenPlaceholder screen="liveVideo" />;
}
