// A settlement list (per partner or per member) by category, paid flag, period and member, with the
// totals of the whole filter, on the partner grid.
import { useTranslation } from 'react-i18next';
import { useGridState } from '@/kit/data-grid/grid-state';
import { PartnerGrid } from '../grid/PartnerGrid';
import { CATEGORIES, PAID, SETTLEMENT_FILTERS, useSettlementList, type SettlementKind } from './api';
import { settlementColumns, settlementRowKey } from './settlement-columns';

const TOTALS = ['totalBet', 'totalWin', 'rolling', 'settlement'] as const;

const SCREEN = {
  partners: { name: 'partnerCalculationList', caption: 'settlements.caption' },
  users: { name: 'partnerCalculationUserList', caption: 'settlements.userCaption' },
} as const;

export function SettlementListScreen({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation('partner');
  const grid = useGridState(SETTLEMENT_FILTERS);
  const list = useSettlementList(kind, grid.state, grid.sort);
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
    <PartnerGrid
      name={SCREEN[kind].name}
      words="settlements"
      caption={t(SCREEN[kind].caption)}
      grid={grid}
      list={list}
      columns={settlementColumns}
      rowKey={settlementRowKey}
      period
      selects={selects}
      search="search"
      csvName={`partner-settlements-${kind}`}
      totals={{
        label: t('settlements.totals.label'),
        ids: TOTALS,
        words: (id) => t(`settlements.totals.${id}`),
        values: list.query.data?.totals,
      }}
    />
  );
}
