// The reservations' columns: when it pays, whom, which settlement (day, game), how much, its state
// and when it was paid or cancelled; each also a CSV column.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { amountColumn, stateColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { RESERVE_LIST } from '../api/partner-settlement-reserve-list';

export type ReservationRow = ContractData<typeof RESERVE_LIST>['list'][number];

export const reservationKey = (r: ReservationRow): number => r.reserveIdx;
export const reservationWho = (r: ReservationRow): string => r.memNick ?? r.memId;

export function reservationColumns(t: TFunction<'partner'>, lang: string): Column<ReservationRow>[] {
  const none = t('reserve.list.none');
  const category = (r: ReservationRow) => t(`home.category.${r.category}`);
  const member = (r: ReservationRow) => `${reservationWho(r)} (${r.memId})`;
  return [
    timeColumn('payAt', t('reserve.list.col.payAt'), (r) => r.payAt, { language: lang }),
    { id: 'member', header: t('reserve.list.col.member'), cell: member, csv: member },
    timeColumn('settlementDate', t('reserve.list.col.settlementDate'), (r) => r.settlementDate, { language: lang, day: true }),
    { id: 'category', header: t('reserve.list.col.category'), cell: category, csv: category },
    amountColumn('amount', t('reserve.list.col.amount'), (r) => r.amount, { language: lang }),
    stateColumn(
      'status',
      t('reserve.list.col.status'),
      (r) => r.status,
      (s) => t(`reserve.list.status.${s}`),
    ),
    timeColumn('doneAt', t('reserve.list.col.doneAt'), (r) => r.doneAt, { language: lang, none }),
  ];
}
