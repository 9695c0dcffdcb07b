// The columns of a cash history: what each row shows, and what its CSV export holds.
import type { TFunction } from 'i18next';
import { formatServerTime, formatWon } from '@/lib/format';
import type { Column } from '@/kit/paged-list/description';
import { amountOf, stateWord, type CashRow, type CashType } from './cash-row';
import { CashStatusChip } from './CashStatusChip';
import { CashStatusTimeline } from './CashStatusTimeline';

export function cashColumns(t: TFunction<'history'>, language: string, cashType: CashType): Column<CashRow>[] {
  const time = (value: string | null | undefined) => (value ? formatServerTime(value, language) : t('none'));
  const columns: Column<CashRow>[] = [
    { id: 'applyDate', header: t('col.applyDate'), cell: (r) => time(r.applyDate), csv: (r) => r.applyDate },
    {
      id: 'payType',
      header: t('col.payType'),
      cell: (r) => t(`payType.${r.payType ?? 'bank'}`),
      csv: (r) => t(`payType.${r.payType ?? 'bank'}`),
    },
    {
      id: 'amount',
      header: t(`col.${cashType}Amt`),
      align: 'right',
      cell: (r) => formatWon(amountOf(r, cashType), language),
      csv: (r) => amountOf(r, cashType),
    },
  ];
  if (cashType === 'in')
    columns.push({
      id: 'bonus',
      header: t('col.bonusAmt'),
      align: 'right',
      cell: (r) => formatWon(r.bonusAmt ?? 0, language),
      csv: (r) => r.bonusAmt ?? 0,
    });
  columns.push(
    { id: 'processDate', header: t('col.processDate'), cell: (r) => time(r.processDate), csv: (r) => r.processDate ?? '' },
    { id: 'status', header: t('col.status'), cell: (r) => <CashStatusChip status={r.status} />, csv: (r) => stateWord(t, r.status) },
    { id: 'timeline', header: t('col.timeline'), cell: (r) => <CashStatusTimeline row={r} /> },
  );
  return columns;
}
