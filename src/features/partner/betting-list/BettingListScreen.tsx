// The partner betting list on the shared server grid: the period, vendor (the site's game codes), result and member in the
// address, one request per page / order / filter, the totals of the whole filter, CSV of every page.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameCodes } from '@/api/reads';
import { useLayout } from '@/components/layout';
import { codeName } from '@/lib/code-name';
import { formatWon } from '@/lib/format';
import { columnsStorageKey, GridFilters, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { BETTING_FILTERS, RESULTS, useBettingList } from './api';
import { betRowKey, bettingColumns, type BetRow, type BetTotals } from './betting-columns';

const TOTALS = ['cash', 'winCash', 'revenue'] as const satisfies readonly (keyof BetTotals)[];

export function BettingListScreen() {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setRange, setFilter, setSort } = useGridState(BETTING_FILTERS);
  const list = useBettingList(state, sort);
  const columns = useMemo(() => bettingColumns(t, lang), [t, lang]);
  const description = useMemo<ListDescription<BetRow>>(() => ({ rowKey: betRowKey, columns, empty: t('bettingList.empty') }), [columns, t]);
  const totals = list.query.data?.totals;
  const vendors = (useGameCodes().data ?? []).filter((v) => v.useYn !== 'N');
  const selects = [
    {
      name: 'vendor' as const,
      label: t('bettingList.filter.vendor'),
      options: vendors.map((v) => ({ value: v.code, label: codeName(v, lang) })),
    },
    {
      name: 'result' as const,
      label: t('bettingList.filter.result'),
      options: RESULTS.map((v) => ({ value: v, label: t(`bettingList.result.${v}`) })),
    },
  ];
  return (
    <ServerDataGrid
      title={t('pages:partnerBettingList.title')}
      caption={t('bettingList.caption')}
      description={description}
      list={list}
      page={state.page}
      onPage={setPage}
      sort={sort}
      onSort={setSort}
      columnsKey={columnsStorageKey('partnerBettingList', memId)}
      csvFileName={`partner-bets-${state.range.from}-${state.range.to}.csv`}
      toolbar={
        <GridFilters
          label={t('bettingList.filter.label')}
          all={t('bettingList.filter.all')}
          range={state.range}
          onRange={setRange}
          selects={selects}
          search={{ name: 'search', label: t('bettingList.filter.search'), submit: t('bettingList.filter.submit') }}
          filters={state.filters}
          onFilter={setFilter}
          compact={mobile}
        />
      }
      totals={
        totals && {
          label: t('bettingList.totals.label'),
          items: TOTALS.map((id) => ({ id, label: t(`bettingList.totals.${id}`), value: formatWon(totals[id], lang) })),
        }
      }
    />
  );
}
