// The columns of a cash history: what each row shows, and what its CSV export holds.
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { amountColumn, stateColumn, timeColumn } from '@/kit/paged-list/columns';
import type { Column } from '@/kit/paged-list/description';
import { amountOf, stateWord, type CashRow, type CashType } from './cash-row';
import { CashStatusChip } from './CashStatusChip';
import { CashStatusTimeline } from './CashStatusTimeline';

export function cashColumns(t: TFunction<'history'>, language: string, cashType: CashType): Column<CashRow>[] {
  const none = t('none');
  const payType = (r: CashRow) => t(`payType.${r.payType ?? 'bank'}`);
  const rejectReason = (r: CashRow) => (r.status === '-1' && r.rejectReason ? r.rejectReason : none);
  return [
    timeColumn('applyDate', t('col.applyDate'), (r) => r.applyDate, { language, none }),
    { id: 'payType', header: t('col.payType'), cell: payType, csv: payType },
    amountColumn('amount', t(`col.${cashType}Amt`), (r) => amountOf(r, cashType), { language }),
    ...(cashType === 'in' ? [amountColumn<CashRow>('bonus', t('col.bonusAmt'), (r) => r.bonusAmt, { language })] : []),
    timeColumn('processDate', t('col.processDate'), (r) => r.processDate, { language, none }),
    stateColumn(
      'status',
      t('col.status'),
      (r) => r.status,
      (s) => stateWord(t, s),
      { chip: (s) => <CashStatusChip status={s} /> },
    ),
    { id: 'timeline', header: t('col.timeline'), cell: (r) => <CashStatusTimeline row={r} /> },
    // why the operator rejected it (a cancelled request only), as the member's message says too
    // the operator's words can be long: they wrap in a column of their own width, so the row's other
    // cells (the delete button among them) stay in view at 1440 px
    {
      id: 'rejectReason',
      header: t('col.rejectReason'),
      cell: (r) => (
        <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 120, maxWidth: 240 }}>
          {rejectReason(r)}
        </Box>
      ),
      csv: rejectReason,
    },
  ];
}
