// A list's declaration, its view half: its words (title, caption, empty, from one key), its columns,
// row key, row actions, whether it has a period (the date range filter, and the CSV file's name carries it),
// its CSV file and its own filters. Over the list's state and read (useContractList) it is the shared
// frame: heading, CSV export, toolbar, the paged list with its states (skeleton, error with retry,
// empty), table on the desktop and cards on a phone, pager, confirmations.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';
import type { DateRange } from './date-range';
import { DateRangeFilter } from './DateRangeFilter';
import type { Column, RowAction } from './description';
import { ListSection } from './ListSection';
import type { PagedRead } from './use-paged-list';

/** What the view needs of a list: its page and period in the address, and its read. */
export interface ShownList<R> {
  readonly state: { readonly page: number; readonly range: DateRange };
  readonly setPage: (page: number) => void;
  readonly setRange: (range: DateRange) => void;
  readonly read: PagedRead<R>;
}

/** A list's three words: its heading, the table's (or the cards') accessible name, and the words when it has no rows. */
export type ListWord = 'title' | 'caption' | 'empty';

export interface ContractListProps<R> {
  /** The list (useContractList). */
  readonly list: ShownList<R>;
  /** The list's words, by name: most lists keep them under one key, `(w) => t(`history.${w}`)`. */
  readonly words: (word: ListWord) => string;
  /** h1 when the list is the page, h2 when it is part of one (default h1). */
  readonly heading?: 'h1' | 'h2';
  readonly columns: readonly Column<R>[];
  readonly rowKey: (row: R) => string | number;
  readonly actions?: readonly RowAction<R>[];
  /** The date range filter, first in the toolbar. */
  readonly range?: boolean;
  /** The CSV file's name without the period and extension (deposit → deposit-<from>-<to>.csv); without it, no export. */
  readonly csv?: string;
  /**
   * The list's own filters and notes, after the date range in one wrapping row; or, to place the
   * date range elsewhere, a function given the date range filter.
   */
  readonly toolbar?: ReactNode | ((rangeFilter: ReactNode) => ReactNode);
  /** The heading's id, for a link from the same page (a lost answer's history link). */
  readonly anchor?: string;
  /** After the list (a detail dialog). */
  readonly children?: ReactNode;
}

/** The CSV file of a list: its name, with the period when the list has one. */
export const csvFileName = (stem: string, range: DateRange | undefined): string =>
  range ? `${stem}-${range.from}-${range.to}.csv` : `${stem}.csv`;

/** The date range filter of a list (its period in the address). */
function ListRangeFilter({ list }: { readonly list: Pick<ShownList<unknown>, 'state' | 'setRange'> }) {
  const mobile = useLayout() === 'mobile';
  return <DateRangeFilter range={list.state.range} onChange={list.setRange} compact={mobile} />;
}

export function ContractList<R>(props: ContractListProps<R>) {
  const { list, words, heading, columns, rowKey, actions, range = false, csv, toolbar, anchor, children } = props;
  const rangeFilter = range ? <ListRangeFilter list={list} /> : null;
  const description = { rowKey, columns, empty: words('empty'), ...(actions ? { actions } : {}) };
  return (
    <ListSection
      title={words('title')}
      heading={heading}
      list={list.read}
      page={list.state.page}
      onPage={list.setPage}
      caption={words('caption')}
      description={description}
      toolbar={
        typeof toolbar === 'function' ? (
          toolbar(rangeFilter)
        ) : rangeFilter && toolbar ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            {rangeFilter}
            {toolbar}
          </Box>
        ) : (
          (rangeFilter ?? toolbar)
        )
      }
      csvFileName={csv === undefined ? undefined : csvFileName(csv, range ? list.state.range : undefined)}
      anchor={anchor}
    >
      {children}
    </ListSection>
  );
}
