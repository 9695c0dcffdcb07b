import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Bank account inquiry (/cscenter/accountqna). Until the cscenter issue delivers it: its title and what will be there. */
export function AccountQnaPage() {
  return <ScreenPlaceholder screen="accountQna" />;
}
