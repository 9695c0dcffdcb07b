import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sports results by market (/result/sport/<market>). Until the results issue delivers it: its title and what will be there. */
export function SportResultsPage() {
  return <ScreenPlaceholder screen="sportResults" withVendor />;
}
