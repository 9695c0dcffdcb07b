// A few bets (a post's attached bets, the bets picked for a new post) in the shared list views: a
// table on the desktop, a card per bet on mobile.
import { useLayout } from '@forms/renderer/layout-context';
import { ListCards } from '@/kit/paged-list/ListCards';
import { ListTable } from '@/kit/paged-list/ListTable';
import { type Column } from '@/kit/paged-list/description';
import type { BetRow } from './bet-row-columns';

const NO_ACTIONS = (): void => undefined;

export function BetRows({ rows, columns, caption }: { rows: readonly BetRow[]; columns: readonly Column<BetRow>[]; caption: string }) {
  const description = { rowKey: (r: BetRow) => r.betIdx, columns, empty: '' };
  return useLayout() === 'mobile' ? (
    <ListCards rows={rows} description={description} caption={caption} onAsk={NO_ACTIONS} />
  ) : (
    <ListTable rows={rows} description={description} caption={caption} onAsk={NO_ACTIONS} />
  );
}
