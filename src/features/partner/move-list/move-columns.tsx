// The money move history's columns: when, the kind (localized), from and to as the money moved, the
// amount, the sender's and the receiver's cash after (right-aligned, thousands-separated;
// docs/rules.md#partner-money), done or failed and the note; each is also the CSV column; sortable
// where the server orders by it.
import type { TFunction } from 'i18next';
import type { ContractData } from '@/api/contract';
import { amountColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import type { MOVE_LIST } from '../api/partner-money-move-list';

export type MoveRow = ContractData<typeof MOVE_LIST>['list'][number];

export const moveRowKey = (r: MoveRow): string => `${r.date}:${r.type ?? ''}:${r.fromId ?? ''}:${r.targetId}:${r.amount}`;

export function moveColumns(t: TFunction<'partner'>, language: string): Column<MoveRow>[] {
  const none = t('moveList.none');
  const type = (r: MoveRow) => (r.type ? t(`moveList.type.${r.type}`) : none);
  const result = (r: MoveRow) => t(`moveList.result.${r.successYn}`);
  const money = (id: 'amount' | 'balanceAfter' | 'cashAfter', sortable = false) =>
    amountColumn<MoveRow>(id, t(`moveList.col.${id}`), (r) => r[id], { language, sortable, minWidth: 120 });
  return [
    timeColumn('date', t('moveList.col.date'), (r) => r.date, { language, sortable: true, minWidth: 160 }),
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
