import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Point conversion (/mypage/point/change). Until the mypage issue delivers it: its title and what will be there. */
export function PointChangePage() {
  return <ScreenPlaceholder screen="pointChange" />;
}
