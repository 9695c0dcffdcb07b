// What the money history knows of a row: the kinds and accounts a filter offers (every value of the
// contract, in its order: a value the contract adds and this list lacks does not compile), and a
// movement's amount and balance in its account's unit (won for cash, P for points), with its sign.
import type { TFunction } from 'i18next';
import { formatNumber, formatWon } from '@forms/rules/format';
import type { LedgerAccount, LedgerKind, LedgerRow } from '../api/member-ledger';

const KIND_SET: Record<LedgerKind, true> = {
  deposit: true,
  withdrawal: true,
  bonus: true,
  coupon: true,
  point: true,
  game: true,
  partner: true,
  bet: true,
  adjustment: true,
};
export const LEDGER_KINDS = Object.keys(KIND_SET) as LedgerKind[];

const ACCOUNT_SET: Record<LedgerAccount, true> = { cash: true, points: true };
export const LEDGER_ACCOUNTS = Object.keys(ACCOUNT_SET) as LedgerAccount[];

/** A balance in the row's account: 1,250,000원 or 35,200P. */
export function balanceIn(t: TFunction<'ledger'>, account: LedgerAccount, value: number, language: string): string {
  return account === 'cash' ? formatWon(value, language) : t('points', { value: formatNumber(value, language) });
}

/** A movement with its sign: +30,000원, -10,000P (the sign reads without any colour). */
export function signedAmount(t: TFunction<'ledger'>, row: Pick<LedgerRow, 'account' | 'amount'>, language: string): string {
  const text = balanceIn(t, row.account, Math.abs(row.amount), language);
  return `${row.amount > 0 ? '+' : '-'}${text}`;
}

/** What the movement was: its reason's words, and what it names (a coupon, a partner's note) after them. */
export function reasonText(t: TFunction<'ledger'>, row: Pick<LedgerRow, 'reason' | 'note'>): string {
  const reason = t(`reason.${row.reason}`);
  return row.note ? t('withNote', { reason, note: row.note }) : reason;
}
