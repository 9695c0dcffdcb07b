import { PointsScreen } from '../points/PointsScreen';

/** Point use (/mypage/point/use): the member's points and their conversion to cash. */
export function PointUsePage() {
  return <PointsScreen view="use" />;
}
