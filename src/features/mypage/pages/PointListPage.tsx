import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Point accumulation (/mypage/point/list, mobile /pointMain). Until the mypage issue delivers it: its title and what will be there. */
export function PointListPage() {
  return <ScreenPlaceholder screen="pointList" />;
}
