import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Partner pages hub (mobile /partner). Until the partner issue delivers it: its title and what will be there. */
export function PartnerHomePage() {
  return <ScreenPlaceholder screen="partnerHome" />;
}
