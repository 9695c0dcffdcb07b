// A settlement list (per partner or per member) by category, paid flag, period and member, with the
// totals of the whole filter, on the partner grid.
import { useTranslation } from 'react-i18next';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { CATEGORIES, PAID, useSettlementList, type SettlementKind } from '../api/partner-calculation-lists';
import { settlementColumns, settlementRowKey } from './settlement-columns';

const TOTALS = ['totalBet', 'totalWin', 'rolling', 'settlement'] as const;

const SCREEN = {
  partners: { name: 'partnerCalculationList', caption: 'settlements.caption' },
  users: { name: 'partnerCalculationUserList', caption: 'settlements.userCaption' },
} as const;

export function SettlementListScreen({ kind }: { kind: SettlementKind }) {
  const { t } = useTranslation('partner');
  const grid = useSettlementList(kind);
  return (
    <PartnerGrid
      name={SCREEN[kind].name}
      words="settlements"
      caption={t(SCREEN[kind].caption)}
      grid={grid}
      columns={settlementColumns}
      rowKey={settlementRowKey}
      selects={[
        gridSelect('category', t('settlements.filter.category'), CATEGORIES, (v) => t(`settlements.category.${v}`)),
        gridSelect('paid', t('settlements.filter.paid'), PAID, (v) => t(`settlements.paid.${v}`)),
      ]}
      csvName={`partner-settlements-${kind}`}
      totals={{ ids: TOTALS, words: (id) => t(`settlements.totals.${id}`), values: grid.read.query.data?.totals }}
    />
  );
}
