import { PointsScreen } from '../points/PointsScreen';

/** Point conversion (/mypage/point/change): points to cash. */
export function PointChangePage() {
  return <PointsScreen view="change" />;
}
