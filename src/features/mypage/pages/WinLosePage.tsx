import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Win/loss (/mypage/winlose, mobile /winlose). Until the mypage issue delivers it: its title and what will be there. */
export function WinLosePage() {
  return <ScreenPlaceholder screen="winLose" />;
}
