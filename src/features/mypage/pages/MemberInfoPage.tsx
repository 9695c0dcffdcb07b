import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Member info edit (/mypage/info, mobile /info). Until the mypage issue delivers it: its title and what will be there. */
export function MemberInfoPage() {
  return <ScreenPlaceholder screen="memberInfo" />;
}
