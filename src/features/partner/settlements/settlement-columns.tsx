// The settlement lists' columns: the day, who, the game category (localized), total bets, winnings,
// rolling and the settlement (right-aligned, thousands-separated), paid or not, and a reserved
// payment's time; each is also the CSV column; sortable where the server orders by it.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { amountColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { SETTLEMENT_LISTS } from '../api/partner-calculation-lists';

export type SettlementRow = ContractData<(typeof SETTLEMENT_LISTS)['partners']>['list'][number];
export type SettlementTotals = NonNullable<ContractData<(typeof SETTLEMENT_LISTS)['partners']>['totals']>;

export const settlementRowKey = (r: SettlementRow): string => `${r.date}:${r.memId}:${r.category}`;

export function settlementColumns(t: TFunction<'partner'>, language: string): Column<SettlementRow>[] {
  const none = t('settlements.none');
  const member = (r: SettlementRow) => (r.memNick ? `${r.memNick} (${r.memId})` : r.memId);
  const category = (r: SettlementRow) => t(`settlements.category.${r.category}`);
  const paid = (r: SettlementRow) => (r.paidYn ? t(`settlements.paid.${r.paidYn}`) : none);
  const money = (id: 'totalBet' | 'totalWin' | 'rolling' | 'settlement') =>
    amountColumn<SettlementRow>(id, t(`settlements.col.${id}`), (r) => r[id], { language, sortable: true, minWidth: 120 });
  return [
    timeColumn('date', t('settlements.col.date'), (r) => r.date, { language, day: true, sortable: true, minWidth: 110 }),
    { id: 'memId', header: t('settlements.col.member'), sortable: true, minWidth: 160, cell: member, csv: member },
    { id: 'category', header: t('settlements.col.category'), minWidth: 110, cell: category, csv: category },
    money('totalBet'),
    money('totalWin'),
    money('rolling'),
    money('settlement'),
    { id: 'paidYn', header: t('settlements.col.paid'), minWidth: 90, cell: paid, csv: paid },
    timeColumn('reservedAt', t('settlements.col.reservedAt'), (r) => r.reservedAt, { language, none, minWidth: 165 }),
  ];
}
