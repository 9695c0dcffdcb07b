// The money move history's columns: when, the kind (localized), from and to, the amount, the
// partner's balance and the recipient's cash after (right-aligned, thousands-separated), done or
// failed and the note; each is also the CSV column; sortable where the server orders by it.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { formatServerTime, formatWon } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import type { MOVE_LIST } from './api';

export type MoveRow = ContractData<typeof MOVE_LIST>['list'][number];

export const moveRowKey = (r: MoveRow): string => `${r.date}:${r.type ?? ''}:${r.fromId ?? ''}:${r.targetId}:${r.amount}`;

export function moveColumns(t: TFunction<'partner'>, language: string): Column<MoveRow>[] {
  const none = t('moveList.none');
  const type = (r: MoveRow) => (r.type ? t(`moveList.type.${r.type}`) : none);
  const result = (r: MoveRow) => t(`moveList.result.${r.successYn}`);
  const money = (id: 'amount' | 'balanceAfter' | 'cashAfter', sortable = false): Column<MoveRow> => ({
    id,
    header: t(`moveList.col.${id}`),
    align: 'right',
    sortable,
    minWidth: 120,
    cell: (r) => formatWon(r[id], language),
    csv: (r) => r[id],
  });
  return [
    {
      id: 'date',
      header: t('moveList.col.date'),
      sortable: true,
      minWidth: 160,
      cell: (r) => formatServerTime(r.date, language),
      csv: (r) => r.date,
    },
    { id: 'type', header: t('moveList.col.type'), minWidth: 110, cell: type, csv: type },
    { id: 'fromId', header: t('moveList.col.fromId'), minWidth: 110, cell: (r) => r.fromId ?? none, csv: (r) => r.fromId ?? '' },
    { id: 'targetId', header: t('moveList.col.targetId'), sortable: true, minWidth: 110, cell: (r) => r.targetId, csv: (r) => r.targetId },
    money('amount', true),
    money('balanceAfter'),
    money('cashAfter'),
    { id: 'successYn', header: t('moveList.col.result'), minWidth: 80, cell: result, csv: result },
    { id: 'note', header: t('moveList.col.note'), minWidth: 110, cell: (r) => r.note ?? none, csv: (r) => r.note ?? '' },
  ];
}
