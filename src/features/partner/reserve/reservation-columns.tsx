// The reservations' columns: when it pays, whom, which settlement (day, game), how much, its state
// and when it was paid or cancelled; each also a CSV column.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { formatServerDate, formatServerTime, formatWon } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import type { RESERVE_LIST } from './api';

export type ReservationRow = ContractData<typeof RESERVE_LIST>['list'][number];

export const reservationKey = (r: ReservationRow): number => r.reserveIdx;
export const reservationWho = (r: ReservationRow): string => r.memNick ?? r.memId;

export function reservationColumns(t: TFunction<'partner'>, lang: string): Column<ReservationRow>[] {
  const none = t('reserve.list.none');
  const category = (r: ReservationRow) => t(`home.category.${r.category}`);
  const member = (r: ReservationRow) => `${reservationWho(r)} (${r.memId})`;
  const status = (r: ReservationRow) => t(`reserve.list.status.${r.status}`);
  const doneAt = (r: ReservationRow) => (r.doneAt ? formatServerTime(r.doneAt, lang) : none);
  return [
    { id: 'payAt', header: t('reserve.list.col.payAt'), cell: (r) => formatServerTime(r.payAt, lang), csv: (r) => r.payAt },
    { id: 'member', header: t('reserve.list.col.member'), cell: member, csv: member },
    {
      id: 'settlementDate',
      header: t('reserve.list.col.settlementDate'),
      cell: (r) => formatServerDate(r.settlementDate, lang),
      csv: (r) => r.settlementDate,
    },
    { id: 'category', header: t('reserve.list.col.category'), cell: category, csv: category },
    { id: 'amount', header: t('reserve.list.col.amount'), align: 'right', cell: (r) => formatWon(r.amount, lang), csv: (r) => r.amount },
    { id: 'status', header: t('reserve.list.col.status'), cell: status, csv: status },
    { id: 'doneAt', header: t('reserve.list.col.doneAt'), cell: doneAt, csv: (r) => r.doneAt ?? '' },
  ];
}
