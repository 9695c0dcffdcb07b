// The partner cash list on the shared server grid: the filters and order in the address, one request
// per page / order / filter, the totals of the whole filter, CSV of every page, the columns a partner
// chose kept for that partner.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLayout } from '@/components/layout';
import { formatWon } from '@/lib/format';
import { columnsStorageKey, ServerDataGrid, useGridState } from '@/resources/data-grid';
import type { ListDescription } from '@/resources/paged-list';
import { useSession } from '@/session/use-session';
import { CASH_FILTERS, useCashList } from './api';
import { cashColumns, cashRowKey, type CashRow, type CashTotals } from './cash-columns';
import { CashListFilters } from './CashListFilters';

const TOTALS = ['depositAmt', 'bonusAmt', 'withdrawAmt'] as const satisfies readonly (keyof CashTotals)[];

export function CashListScreen() {
  const { t, i18n } = useTranslation(['partner', 'pages']);
  const lang = i18n.language;
  const mobile = useLayout() === 'mobile';
  const memId = useSession((s) => s.member?.memId ?? '');
  const { state, sort, setPage, setRange, setFilter, setSort } = useGridState(CASH_FILTERS);
  const list = useCashList(state, sort);
  const columns = useMemo(() => cashColumns(t, lang), [t, lang]);
  const description = useMemo<ListDescription<CashRow>>(() => ({ rowKey: cashRowKey, columns, empty: t('cashList.empty') }), [columns, t]);
  const totals = list.query.data?.totals;
  return (
    <ServerDataGrid
      title={t('pages:partnerCashList.title')}
      caption={t('cashList.caption')}
      description={description}
      list={list}
      page={state.page}
      onPage={setPage}
      sort={sort}
      onSort={setSort}
      columnsKey={columnsStorageKey('partnerCashList', memId)}
      csvFileName={`partner-cash-${state.range.from}-${state.range.to}.csv`}
      toolbar={<CashListFilters range={state.range} filters={state.filters} onRange={setRange} onFilter={setFilter} compact={mobile} />}
      totals={
        totals && {
          label: t('cashList.totals.label'),
          items: TOTALS.map((id) => ({ id, label: t(`cashList.totals.${id}`), value: formatWon(totals[id], lang) })),
        }
      }
    />
  );
}
