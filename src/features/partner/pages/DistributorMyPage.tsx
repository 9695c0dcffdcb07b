import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** A distributor’s my page (/mypage/stributor_mypage). Until the partner issue delivers it: its title and what will be there. */
export function DistributorMyPage() {
  return <ScreenPlaceholder screen="distributorMyPage" />;
}
