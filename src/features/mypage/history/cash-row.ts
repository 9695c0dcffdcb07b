import type { RowOf } from '@/resources/paged-list';

/** One deposit or withdrawal request of /api/cash/list/. */
export type CashRow = RowOf<'/api/cash/list/'>;
export type CashType = 'in' | 'out';

/** Only a processed request (approved or cancelled) can be deleted from the history. */
export const deletable = (row: CashRow): boolean => row.status === '1' || row.status === '-1';
/** The request's amount: deposited or withdrawn. */
export const amountOf = (row: CashRow, cashType: CashType): number => (cashType === 'in' ? row.depositAmt : row.withdrawAmt) ?? 0;
