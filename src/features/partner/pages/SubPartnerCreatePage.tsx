import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Creating a sub-partner (/striNew). Until the partner issue delivers it: its title and what will be there. */
export function SubPartnerCreatePage() {
  return <ScreenPlaceholder screen="subPartnerCreate" />;
}
