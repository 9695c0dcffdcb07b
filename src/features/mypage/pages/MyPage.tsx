import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** My page hub (mobile /myinfo). Until the mypage issue delivers it: its title and what will be there. */
export function MyPage() {
  return <ScreenPlaceholder screen="myPage" />;
}
