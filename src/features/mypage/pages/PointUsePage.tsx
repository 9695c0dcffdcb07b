import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Point use (/mypage/point/use). Until the mypage issue delivers it: its title and what will be there. */
export function PointUsePage() {
  return <ScreenPlaceholder screen="pointUse" />;
}
