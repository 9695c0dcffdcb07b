// A settlement list on the shared server grid (per partner or per member): category, paid flag,
// period and member in the address, one request per page / order / filter, the totals of the whole
// filter, CSV of every page.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { columnsStorageKey, GridFilters, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { CATEGORIES, PAID, SETTLEMENT_FILTERS, useSettlementList, type SettlementKind } from './api';
import { settlementColumns, settlementRowKey, type SettlementRow, type SettlementTotals } from './settlement-columns';

const TOTALS = ['totalBet', 'totalWin', 'rolling', 'settlement'] as const satisfies readonly (keyof SettlementTotals)[];

const SCREEN = {
  partners: { title: 'pages:partnerCalculationList.title', caption: 'settlements.caption', grid: 'partnerCalculationList' },
  users: { title: 'pages:partnerCalculationUserList.title', caption: 'settlements.userCaption', grid: 'partnerCalculationUserList' },
} as const;

export function SettlementListScreen({ kind }: { kind: SettlementKind }) {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setRange, setFilter, setSort } = useGridState(SETTLEMENT_FILTERS);
  const list = useSettlementList(kind, state, sort);
  const columns = useMemo(() => settlementColumns(t, lang), [t, lang]);
  const description = useMemo<ListDescription<SettlementRow>>(
    () => ({ rowKey: settlementRowKey, columns, empty: t('settlements.empty') }),
    [columns, t],
  );
  const totals = list.query.data?.totals;
  const screen = SCREEN[kind];
  const selects = [
    {
      name: 'category' as const,
      label: t('settlements.filter.category'),
      options: CATEGORIES.map((v) => ({ value: v, label: t(`settlements.category.${v}`) })),
    },
    {
      name: 'paid' as const,
      label: t('settlements.filter.paid'),
      options: PAID.map((v) => ({ value: v, label: t(`settlements.paid.${v}`) })),
    },
  ];
  return (
    <ServerDataGrid
      title={t(screen.title)}
      caption={t(screen.caption)}
      description={description}
      list={list}
      page={state.page}
      onPage={setPage}
      sort={sort}
      onSort={setSort}
      columnsKey={columnsStorageKey(screen.grid, memId)}
      csvFileName={`partner-settlements-${kind}-${state.range.from}-${state.range.to}.csv`}
      toolbar={
        <GridFilters
          label={t('settlements.filter.label')}
          all={t('settlements.filter.all')}
          range={state.range}
          onRange={setRange}
          selects={selects}
          search={{ name: 'search', label: t('settlements.filter.search'), submit: t('settlements.filter.submit') }}
          filters={state.filters}
          onFilter={setFilter}
          compact={mobile}
        />
      }
      totals={
        totals && {
          label: t('settlements.totals.label'),
          items: TOTALS.map((id) => ({ id, label: t(`settlements.totals.${id}`), value: formatWon(totals[id], lang) })),
        }
      }
    />
  );
}
