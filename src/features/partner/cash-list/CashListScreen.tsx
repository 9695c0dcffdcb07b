// The partner cash list: sub-members' deposits and withdrawals by period, type, state and member,
// with the totals of the whole filter, on the partner grid.
import { useTranslation } from 'react-i18next';
import { cashStateWord } from '@/lib/cash-state';
import { useGridState } from '@/kit/data-grid/grid-state';
import { PartnerGrid } from '../grid/PartnerGrid';
import { CASH_FILTERS, CASH_STATUSES, CASH_TYPES, useCashList } from './api';
import { cashColumns, cashRowKey } from './cash-columns';

const TOTALS = ['depositAmt', 'bonusAmt', 'withdrawAmt'] as const;

export function CashListScreen() {
  const { t } = useTranslation('partner');
  const grid = useGridState(CASH_FILTERS);
  const list = useCashList(grid.state, grid.sort);
  const selects = [
    {
      name: 'type' as const,
      label: t('cashList.filter.cashType'),
      options: CASH_TYPES.map((v) => ({ value: v, label: t(`cashList.cashType.${v}`) })),
    },
    {
      name: 'status' as const,
      label: t('cashList.filter.status'),
      options: CASH_STATUSES.map((v) => ({ value: v, label: cashStateWord(t, v) })),
    },
  ];
  return (
    <PartnerGrid
      name="partnerCashList"
      words="cashList"
      grid={grid}
      list={list}
      columns={cashColumns}
      rowKey={cashRowKey}
      period
      selects={selects}
      search="search"
      csvName="partner-cash"
      totals={{
        label: t('cashList.totals.label'),
        ids: TOTALS,
        words: (id) => t(`cashList.totals.${id}`),
        values: list.query.data?.totals,
      }}
    />
  );
}
