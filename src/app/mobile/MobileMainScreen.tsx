import { MainScreen } from '../pages/MainScreen';

/** / on mobile. */
export function MobileMainScreen() {
  return <MainScreen depositPath="/chargeMain" />;
}
