// The partner cash list: sub-members' deposits and withdrawals by period, type, state and member,
// with the totals of the whole filter, on the partner grid.
import { useTranslation } from 'react-i18next';
import { cashStateWord } from '@/lib/cash-state';
import { gridSelect } from '@/kit/data-grid/ContractGrid';
import { PartnerGrid } from '../grid/PartnerGrid';
import { CASH_STATUSES, CASH_TYPES, useCashList } from '../api/partner-cash-list';
import { cashColumns, cashRowKey } from './cash-columns';

const TOTALS = ['depositAmt', 'bonusAmt', 'withdrawAmt'] as const;

export function CashListScreen() {
  const { t } = useTranslation('partner');
  const grid = useCashList();
  return (
    <PartnerGrid
      name="partnerCashList"
      words="cashList"
      grid={grid}
      columns={cashColumns}
      rowKey={cashRowKey}
      selects={[
        gridSelect('type', t('cashList.filter.cashType'), CASH_TYPES, (v) => t(`cashList.cashType.${v}`)),
        gridSelect('status', t('cashList.filter.status'), CASH_STATUSES, (v) => cashStateWord(t, v)),
      ]}
      csvName="partner-cash"
      totals={{ ids: TOTALS, words: (id) => t(`cashList.totals.${id}`), values: grid.read.query.data?.totals }}
    />
  );
}
