// The one composition of the partner area's lists: the grid's state in the address
// (useGridState), then the shared server grid with its filters, its totals, CSV of every page and
// the columns a partner chose kept for that partner. A list page says only what is its own: the
// columns, the selects, the words' section and the call.
import Stack from '@mui/material/Stack';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { columnsStorageKey } from '@/kit/data-grid/column-visibility';
import { GridFilters, type GridSelect } from '@/kit/data-grid/GridFilters';
import { ServerDataGrid, type ServerDataGridProps } from '@/kit/data-grid/ServerDataGrid';
import { useGridState } from '@/kit/data-grid/grid-state';
import type { Column } from '@/kit/paged-list/description';
import { useSession } from '@/session/use-session';

/** The partner words' section of a list (caption, empty, filter.*, totals.*). */
export type GridWords = 'cashList' | 'bettingList' | 'partnerList' | 'settlements' | 'memberList' | 'moveList';

/** The list's page title (pages:<name>.title) and where the partner's column choice is kept. */
export type GridName =
  | 'partnerCashList'
  | 'partnerBettingList'
  | 'partnerList'
  | 'partnerCalculationList'
  | 'partnerCalculationUserList'
  | 'partnerMemberList'
  | 'partnerMoneyMoveList';

/** The address state of a partner list (useGridState): page, period, its filters and the order. */
export type PartnerGridState<F extends string> = ReturnType<typeof useGridState<F>>;

export interface PartnerGridProps<R extends GridValidRowModel, F extends string, T extends string> {
  readonly name: GridName;
  readonly words: GridWords;
  readonly grid: PartnerGridState<F>;
  readonly list: ServerDataGridProps<R>['list'];
  readonly columns: (t: TFunction<'partner'>, language: string) => Column<R>[];
  readonly rowKey: (row: R) => string | number;
  /** Whether the list has a period (the date range filter, and the CSV file's name carries it). */
  readonly period: boolean;
  readonly selects: readonly GridSelect<F>[];
  /** The member search's filter name; without it, no search box. */
  readonly search?: F;
  /** The CSV file's name without the period and extension, e.g. partner-cash. */
  readonly csvName: string;
  /** The sums of the whole filter: the heading, the sums in the order shown and their words. */
  readonly totals?: {
    readonly label: string;
    readonly ids: readonly T[];
    readonly words: (id: T) => string;
    readonly values: Readonly<Record<T, number>> | undefined;
  };
  /** Words that differ by the list's view (the online members, the members' settlements). */
  readonly caption?: string;
  readonly empty?: string;
  /** Above the filters (a choice of view). */
  readonly above?: ReactNode;
}

export function PartnerGrid<R extends GridValidRowModel, F extends string, T extends string>(props: PartnerGridProps<R, F, T>) {
  const { name, words, grid, list, columns: columnsOf, rowKey, period, selects, search, csvName, totals, above } = props;
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const columns = useMemo(() => columnsOf(t, lang), [columnsOf, t, lang]);
  const empty = props.empty ?? t(`${words}.empty`);
  const description = useMemo(() => ({ rowKey, columns, empty }), [rowKey, columns, empty]);
  const { state } = grid;
  const filters = (
    <GridFilters
      label={t(`${words}.filter.label`)}
      all={t(`${words}.filter.all`)}
      range={period ? state.range : undefined}
      onRange={period ? grid.setRange : undefined}
      selects={selects}
      search={search && { name: search, label: t(`${words}.filter.search`), submit: t(`${words}.filter.submit`) }}
      filters={state.filters}
      onFilter={grid.setFilter}
      compact={mobile}
    />
  );
  const sums = totals?.values;
  return (
    <ServerDataGrid
      title={t(`pages:${name}.title`)}
      caption={props.caption ?? t(`${words}.caption`)}
      description={description}
      list={list}
      page={state.page}
      onPage={grid.setPage}
      sort={grid.sort}
      onSort={grid.setSort}
      columnsKey={columnsStorageKey(name, memId)}
      csvFileName={period ? `${csvName}-${state.range.from}-${state.range.to}.csv` : `${csvName}.csv`}
      toolbar={
        above ? (
          <Stack spacing={1.5}>
            {above}
            {filters}
          </Stack>
        ) : (
          filters
        )
      }
      totals={
        totals &&
        sums && {
          label: totals.label,
          items: totals.ids.map((id) => ({ id, label: totals.words(id), value: formatWon(sums[id], lang) })),
        }
      }
    />
  );
}
