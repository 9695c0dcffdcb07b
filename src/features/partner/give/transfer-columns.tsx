// The columns of the give / take-back history: when, give or take back, whom, how much, whether it
// went through, both balances after, the note; each is also the CSV column.
import type { TFunction } from 'i18next';
import type { components } from '@/api/generated/schema';
import { formatServerTime, formatWon } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';

export type TransferRow = components['schemas']['MoneyTransferRecord'];

export function transferColumns(t: TFunction<'partner'>, language: string): Column<TransferRow>[] {
  const type = (r: TransferRow) => (r.type ? t(`give.history.type.${r.type}`) : t('give.history.noNote'));
  const result = (r: TransferRow) => t(`give.history.result.${r.successYn}`);
  return [
    { id: 'date', header: t('give.history.col.date'), cell: (r) => formatServerTime(r.date, language), csv: (r) => r.date },
    { id: 'type', header: t('give.history.col.type'), cell: type, csv: type },
    { id: 'target', header: t('give.history.col.target'), cell: (r) => r.targetId, csv: (r) => r.targetId },
    {
      id: 'amount',
      header: t('give.history.col.amount'),
      align: 'right',
      cell: (r) => formatWon(r.amount, language),
      csv: (r) => r.amount,
    },
    { id: 'result', header: t('give.history.col.result'), cell: result, csv: result },
    {
      id: 'balanceAfter',
      header: t('give.history.col.balanceAfter'),
      align: 'right',
      cell: (r) => formatWon(r.balanceAfter, language),
      csv: (r) => r.balanceAfter,
    },
    {
      id: 'cashAfter',
      header: t('give.history.col.cashAfter'),
      align: 'right',
      cell: (r) => formatWon(r.cashAfter, language),
      csv: (r) => r.cashAfter,
    },
    { id: 'note', header: t('give.history.col.note'), cell: (r) => r.note ?? t('give.history.noNote'), csv: (r) => r.note ?? '' },
  ];
}
