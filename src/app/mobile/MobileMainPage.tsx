import { MainScreen } from '../pages/MainScreen';

/** / on mobile. */
export function MobileMainPage() {
  return <MainScreen depositPath="/chargeMain" />;
}
