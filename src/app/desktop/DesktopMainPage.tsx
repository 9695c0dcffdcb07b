import { MainScreen } from '../pages/MainScreen';

/** / on desktop (the dashboard). */
export function DesktopMainPage() {
  return <MainScreen depositPath="/moneyMain/charge" />;
}
