// The partner cash list's columns: when, who (nickname and id) and their role, deposit or withdrawal,
// method, the amounts (right-aligned, thousands-separated), when processed and the state; each is
// also the CSV column; the ones the server can order by are sortable (their ids are its sortField).
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { cashStateWord } from '@/lib/cash-state';
import { amountColumn, stateColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { CASH_LIST } from '../api/partner-cash-list';

export type CashRow = ContractData<typeof CASH_LIST>['list'][number];

export const cashRowKey = (r: CashRow): number => r.cashIdx;

export function cashColumns(t: TFunction<'partner'>, language: string): Column<CashRow>[] {
  const none = t('cashList.none');
  const member = (r: CashRow) => (r.memNick ? `${r.memNick} (${r.memId})` : r.memId);
  const role = (r: CashRow) => (r.partnerType ? t(`role.${r.partnerType}`) : none);
  const type = (r: CashRow) => t(`cashList.cashType.${r.cashType ?? (r.withdrawAmt ? 'out' : 'in')}`);
  const payType = (r: CashRow) => (r.payType ? t(`cashList.payType.${r.payType}`) : none);
  const money = (id: 'depositAmt' | 'bonusAmt' | 'withdrawAmt') =>
    amountColumn<CashRow>(id, t(`cashList.col.${id}`), (r) => r[id], { language, none, sortable: true, minWidth: 105 });
  return [
    timeColumn('applyDate', t('cashList.col.applyDate'), (r) => r.applyDate, { language, sortable: true, minWidth: 160 }),
    { id: 'memId', header: t('cashList.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'partnerType', header: t('cashList.col.role'), minWidth: 105, cell: role, csv: role },
    { id: 'cashType', header: t('cashList.col.cashType'), minWidth: 95, cell: type, csv: type },
    { id: 'payType', header: t('cashList.col.payType'), minWidth: 115, cell: payType, csv: payType },
    money('depositAmt'),
    money('bonusAmt'),
    money('withdrawAmt'),
    timeColumn('processDate', t('cashList.col.processDate'), (r) => r.processDate, { language, none, sortable: true, minWidth: 160 }),
    stateColumn(
      'status',
      t('cashList.col.status'),
      (r) => r.status,
      (s) => cashStateWord(t, s),
      { sortable: true, minWidth: 95 },
    ),
  ];
}
