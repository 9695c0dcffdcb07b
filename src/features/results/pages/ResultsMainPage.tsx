import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Results hub (mobile /resultMain). Until the results issue delivers it: its title and what will be there. */
export function ResultsMainPage() {
  return <ScreenPlaceholder screen="resultsMain" />;
}
