import { MiniResultsScreen } from '../mini/MiniResultsScreen';

/** Mini game results (/result/mini): the last draws of each game, paged (the list is the screen's frame). */
export function MiniResultsPage() {
  return <MiniResultsScreen />;
}
