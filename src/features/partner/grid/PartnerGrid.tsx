// The partner area's words over the shared server grid (ContractGrid): the list's title
// (pages:<name>.title), its words' section (caption, empty, filter.*, totals.*), the totals as won,
// and the columns a partner chose kept for that partner. A list screen says only what is its own:
// the columns, the selects and the grid (its api.ts: useContractGrid).
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWon } from '@forms/rules/format';
import { columnsStorageKey } from '@/kit/data-grid/column-visibility';
import { ContractGrid, gridTotals, type ShownGrid } from '@/kit/data-grid/ContractGrid';
import type { GridSelect } from '@/kit/data-grid/GridFilters';
import type { Column } from '@/kit/paged-list/description';
import { useSession } from '@/session/use-session';

/** The partner words' section of a list (caption, empty, filter.*, totals.*). */
export type GridWords = 'cashList' | 'bettingList' | 'partnerList' | 'settlements' | 'memberList' | 'moveList';

/** The sections whose lists have totals (<words>.totals.label). */
const TOTALS_WORDS = ['cashList', 'bettingList', 'settlements'] as const;
const hasTotals = (words: GridWords): words is (typeof TOTALS_WORDS)[number] => TOTALS_WORDS.some((w) => w === words);

/** The list's page title (pages:<name>.title) and where the partner's column choice is kept. */
export type GridName =
  | 'partnerCashList'
  | 'partnerBettingList'
  | 'partnerList'
  | 'partnerCalculationList'
  | 'partnerCalculationUserList'
  | 'partnerMemberList'
  | 'partnerMoneyMoveList';

export interface PartnerGridProps<R extends GridValidRowModel, F extends string, T extends string> {
  readonly name: GridName;
  readonly words: GridWords;
  /** The list's grid (useContractGrid). */
  readonly grid: ShownGrid<R, F>;
  readonly columns: (t: TFunction<'partner'>, language: string) => Column<R>[];
  readonly rowKey: (row: R) => string | number;
  readonly selects: readonly GridSelect<F>[];
  /** The CSV file's name without the period and extension, e.g. partner-cash. */
  readonly csvName: string;
  /** The sums of the whole filter (heading: <words>.totals.label): their ids in the order shown, words and the answer's values. */
  readonly totals?: {
    readonly ids: readonly T[];
    readonly words: (id: T) => string;
    readonly values: Readonly<Record<T, number>> | undefined;
  };
  /** Words that differ by the list's view (the online members, the members' settlements). */
  readonly caption?: string;
  readonly empty?: string;
  /** Above the filters (a choice of view). */
  readonly above?: ReactNode;
  /** h2 when the list is part of a page with its own title (default h1). */
  readonly heading?: 'h1' | 'h2';
}

export function PartnerGrid<R extends GridValidRowModel, F extends string, T extends string>(props: PartnerGridProps<R, F, T>) {
  const { name, words, grid, columns: columnsOf, rowKey, selects, csvName, totals, above, heading } = props;
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const memId = useSession((s) => s.member?.memId ?? '');
  const columns = useMemo(() => columnsOf(t, lang), [columnsOf, t, lang]);
  const sums = totals?.values;
  return (
    <ContractGrid
      grid={grid}
      title={t(`pages:${name}.title`)}
      caption={props.caption ?? t(`${words}.caption`)}
      empty={props.empty ?? t(`${words}.empty`)}
      columns={columns}
      rowKey={rowKey}
      columnsKey={columnsStorageKey(name, memId)}
      filters={{
        label: t(`${words}.filter.label`),
        all: t(`${words}.filter.all`),
        selects,
        search: { label: t(`${words}.filter.search`), submit: t(`${words}.filter.submit`) },
      }}
      csv={csvName}
      totals={
        totals && sums && hasTotals(words)
          ? {
              label: t(`${words}.totals.label`),
              items: gridTotals(totals.ids, sums, totals.words, (value) => formatWon(value, lang)),
            }
          : undefined
      }
      above={above}
      {...(heading ? { heading } : {})}
    />
  );
}
