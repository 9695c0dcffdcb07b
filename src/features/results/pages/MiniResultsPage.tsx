import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Mini game results (/result/mini). Until the results issue delivers it: its title and what will be there. */
export function MiniResultsPage() {
  return <ScreenPlaceholder screen="miniResults" />;
}
