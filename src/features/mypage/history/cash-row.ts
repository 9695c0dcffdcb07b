import type { TFunction } from 'i18next';
import { cashStateWord } from '@/lib/cash-state';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

/** One deposit or withdrawal request of /api/cash/list/. */
export type CashRow = RowOf<'/api/cash/list/'>;
export type CashType = 'in' | 'out';
export type CashState = CashRow['status'];

/**
 * The one word of each state (common:cashState, the partner cash list's too: requested, waiting,
 * complete, cancelled, docs/rules.md#states), shown by the status column, its CSV and the timeline's steps alike: a
 * request never reads "cancelled" in one place and "rejected" in another.
 */
export const stateWord = (t: TFunction<'history'>, state: CashState): string => cashStateWord(t, state);

/** Only a processed request (approved or cancelled) can be deleted from the history. */
export const deletable = (row: CashRow): boolean => row.status === '1' || row.status === '-1';
/** The request's amount: deposited or withdrawn. */
export const amountOf = (row: CashRow, cashType: CashType): number => (cashType === 'in' ? row.depositAmt : row.withdrawAmt) ?? 0;
