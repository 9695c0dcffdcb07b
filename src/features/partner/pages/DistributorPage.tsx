import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Partner status (/stributor). Until the partner issue delivers it: its title and what will be there. */
export function DistributorPage() {
  return <ScreenPlaceholder screen="distributor" />;
}
