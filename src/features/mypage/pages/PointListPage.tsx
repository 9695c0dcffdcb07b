import { PointsScreen } from '../points/PointsScreen';

/** Point history (/mypage/point/list; mobile /pointMain shows the summary, the conversion and the list together). */
export function PointListPage() {
  return <PointsScreen view="list" />;
}
