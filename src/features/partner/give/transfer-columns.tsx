// The columns of the give / take-back history: when, give or take back, whom, how much, whether it
// went through, both balances after, the note; each is also the CSV column.
import type { TFunction } from 'i18next';
import type { components } from '@/api/generated/schema';
import { amountColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';

export type TransferRow = components['schemas']['MoneyTransferRecord'];

export function transferColumns(t: TFunction<'partner'>, language: string): Column<TransferRow>[] {
  const type = (r: TransferRow) => (r.type ? t(`give.history.type.${r.type}`) : t('give.history.noNote'));
  const result = (r: TransferRow) => t(`give.history.result.${r.successYn}`);
  return [
    timeColumn('date', t('give.history.col.date'), (r) => r.date, { language }),
    { id: 'type', header: t('give.history.col.type'), cell: type, csv: type },
    { id: 'target', header: t('give.history.col.target'), cell: (r) => r.targetId, csv: (r) => r.targetId },
    amountColumn('amount', t('give.history.col.amount'), (r) => r.amount, { language }),
    { id: 'result', header: t('give.history.col.result'), cell: result, csv: result },
    amountColumn('balanceAfter', t('give.history.col.balanceAfter'), (r) => r.balanceAfter, { language }),
    amountColumn('cashAfter', t('give.history.col.cashAfter'), (r) => r.cashAfter, { language }),
    { id: 'note', header: t('give.history.col.note'), cell: (r) => r.note ?? t('give.history.noNote'), csv: (r) => r.note ?? '' },
  ];
}
