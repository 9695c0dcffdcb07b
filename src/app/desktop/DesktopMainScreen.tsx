import { MainScreen } from '../pages/MainScreen';

/** / on desktop (the dashboard). */
export function DesktopMainScreen() {
  return <MainScreen depositPath="/moneyMain/charge" />;
}
