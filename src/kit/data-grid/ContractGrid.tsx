// A server grid's declaration, its view half: the title and words, the columns and row key, the
// selects and search, the CSV file and the totals. Over the grid's state and read (useContractGrid) it
// is the shared server grid (ServerDataGrid) with its filters (GridFilters) and the member's choice of
// columns kept under `columnsKey`.
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useLayout } from '@forms/renderer/layout-context';
import { csvFileName } from '@/kit/paged-list/ContractList';
import type { DateRange } from '@/kit/paged-list/date-range';
import type { Column } from '@/kit/paged-list/description';
import type { ListState } from '@/kit/paged-list/list-state';
import type { PagedRead } from '@/kit/paged-list/use-paged-list';
import { GridFilters, type GridSelect } from './GridFilters';
import type { GridSort } from './grid-state';
import { ServerDataGrid, type GridTotal } from './ServerDataGrid';

/** What the view needs of a grid (useContractGrid). */
export interface ShownGrid<R, F extends string> {
  readonly state: ListState<F>;
  readonly setPage: (page: number) => void;
  readonly setRange: (range: DateRange) => void;
  readonly setFilter: (name: F, value: string) => void;
  readonly sort: GridSort | null;
  readonly setSort: (sort: GridSort | null) => void;
  readonly read: PagedRead<R>;
  readonly period: boolean;
  readonly search?: F | undefined;
}

/** A select filter of known values: its name in the address, label, values and each value's words. */
export const gridSelect = <F extends string, V extends string>(
  name: F,
  label: string,
  values: readonly V[],
  word: (value: V) => string,
): GridSelect<F> => ({ name, label, options: values.map((value) => ({ value, label: word(value) })) });

/** The sums of the whole filter, in the order shown, each with its words and as won. */
export const gridTotals = <T extends string>(
  ids: readonly T[],
  values: Readonly<Record<T, number>>,
  word: (id: T) => string,
  format: (value: number) => string,
): GridTotal[] => ids.map((id) => ({ id, label: word(id), value: format(values[id]) }));

export interface ContractGridProps<R extends GridValidRowModel, F extends string> {
  readonly grid: ShownGrid<R, F>;
  readonly title: string;
  /** The grid's (or the cards') accessible name. */
  readonly caption: string;
  readonly empty: string;
  /** The columns (memoised by the screen). */
  readonly columns: readonly Column<R>[];
  readonly rowKey: (row: R) => string | number;
  /** Where the member's choice of columns is kept (columnsStorageKey(grid, memId)). */
  readonly columnsKey: string;
  /** The filters' group name, the "no filter" word, the selects, and the search's label and button. */
  readonly filters: {
    readonly label: string;
    readonly all: string;
    readonly selects: readonly GridSelect<F>[];
    readonly search?: { readonly label: string; readonly submit: string };
  };
  /** The CSV file's name without the period and extension. */
  readonly csv: string;
  /** The sums of the whole filter, under the list. */
  readonly totals?: { readonly label: string; readonly items: readonly GridTotal[] } | undefined;
  /** Above the filters (a choice of view). */
  readonly above?: ReactNode;
  /** h1 when the grid is the page (default), h2 when it is part of one. */
  readonly heading?: 'h1' | 'h2';
}

export function ContractGrid<R extends GridValidRowModel, F extends string>(props: ContractGridProps<R, F>) {
  const { grid, title, caption, empty, columns, rowKey, columnsKey, filters, csv, totals, above, heading } = props;
  const mobile = useLayout() === 'mobile';
  const description = useMemo(() => ({ rowKey, columns, empty }), [rowKey, columns, empty]);
  const { state, period, search } = grid;
  const filterBar = (
    <GridFilters
      label={filters.label}
      all={filters.all}
      range={period ? state.range : undefined}
      onRange={period ? grid.setRange : undefined}
      selects={filters.selects}
      search={search && filters.search && { name: search, ...filters.search }}
      filters={state.filters}
      onFilter={grid.setFilter}
      compact={mobile}
    />
  );
  return (
    <ServerDataGrid
      title={title}
      {...(heading ? { heading } : {})}
      caption={caption}
      description={description}
      list={grid.read}
      page={state.page}
      onPage={grid.setPage}
      sort={grid.sort}
      onSort={grid.setSort}
      columnsKey={columnsKey}
      csvFileName={csvFileName(csv, period ? state.range : undefined)}
      toolbar={
        above ? (
          <Stack spacing={1.5}>
            {above}
            {filterBar}
          </Stack>
        ) : (
          filterBar
        )
      }
      totals={totals}
    />
  );
}
