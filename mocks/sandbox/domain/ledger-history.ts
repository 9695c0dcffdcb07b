// The member's money history (/api/member/ledger, inferred): the ledger's own rows of the member's cash
// and points (mocks/sandbox/ledger.ts), newest first, each with its kind, its reason and the balance
// it left. Nothing is recomputed: the balance after each row is the one the ledger wrote in the same
// transaction as the balance, so the newest row of an account is the balance the header reads.
// Game money (held by a vendor) is not the member's to account for here; its moves in and out of
// cash are (game-transfer, money-merge).
import { and, count, desc, eq, gte, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { ledger } from '../db/schema';
import { seoulDayStart } from './points';

type S = components['schemas'];
export type LedgerKind = S['LedgerKind'];
export type LedgerReason = S['LedgerReason'];
export type LedgerRowView = S['LedgerRow'];

/** Each reason the ledger writes (ledger.ts `Move.reason`), with the kind the history files it under. */
export const REASON_KIND: Readonly<Record<LedgerReason, LedgerKind>> = {
  'deposit-approved': 'deposit',
  'withdrawal-requested': 'withdrawal',
  'withdrawal-rejected': 'withdrawal',
  'deposit-bonus': 'bonus',
  attendance: 'bonus',
  coupon: 'coupon',
  'point-charge': 'point',
  'point-betting': 'point',
  'point-recommend': 'point',
  'point-event': 'point',
  'point-admin': 'point',
  'point-conversion': 'point',
  'game-transfer': 'game',
  'money-merge': 'game',
  'partner-give': 'partner',
  'partner-takeback': 'partner',
  'partner-move': 'partner',
  'settlement-paid': 'partner',
  'settlement-received': 'partner',
  'bet-placed': 'bet',
  'bet-won': 'bet',
  'bet-void': 'bet',
  'bet-cancelled': 'bet',
  console: 'adjustment',
  seed: 'adjustment',
};

const KNOWN = Object.keys(REASON_KIND) as LedgerReason[];
const isKnown = (reason: string): reason is LedgerReason => reason in REASON_KIND;

/**
 * The reason a row is shown with. A row written straight to the books rather than by an operation
 * of the member, a partner or the cash desk (the operator console, a test's set-up: reasons the
 * contract has no word for) is the site's own correction, `console`.
 */
export const reasonOf = (stored: string): LedgerReason => (isKnown(stored) ? stored : 'console');

/** The stored reasons of a kind: its own, and for `adjustment` every reason the contract does not name. */
function kindIs(kind: LedgerKind): SQL | undefined {
  const own = KNOWN.filter((r) => REASON_KIND[r] === kind);
  return kind === 'adjustment'
    ? notInArray(
        ledger.reason,
        KNOWN.filter((r) => REASON_KIND[r] !== kind),
      )
    : inArray(ledger.reason, own);
}

export interface HistoryQuery {
  page: number;
  count_per_list: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  kind?: LedgerKind | undefined;
  account?: 'cash' | 'points' | undefined;
}

/** One page of the member's history and the number of rows of the whole query. */
export async function moneyHistory(q: Q, memId: string, query: HistoryQuery): Promise<{ list: LedgerRowView[]; total: number }> {
  const where = and(
    eq(ledger.memId, memId),
    query.account ? eq(ledger.account, query.account) : inArray(ledger.account, ['cash', 'points']),
    query.startDate ? gte(ledger.createdAt, seoulDayStart(query.startDate)) : undefined,
    query.endDate ? lt(ledger.createdAt, new Date(seoulDayStart(query.endDate).getTime() + 86_400_000)) : undefined,
    query.kind ? kindIs(query.kind) : undefined,
  );
  const rows = await q
    .select()
    .from(ledger)
    .where(where)
    // the ledger's order is the order the balances changed in (the balance after follows it)
    .orderBy(desc(ledger.id))
    .limit(query.count_per_list)
    .offset((query.page - 1) * query.count_per_list);
  const total = (await q.select({ n: count() }).from(ledger).where(where))[0]?.n ?? 0;
  return {
    list: rows.map((r) => {
      const reason = reasonOf(r.reason);
      return {
        idx: r.id,
        at: seoulDateTime(r.createdAt),
        account: r.account === 'points' ? 'points' : 'cash',
        kind: REASON_KIND[reason],
        reason,
        amount: r.amount,
        balanceAfter: r.balanceAfter,
        note: r.note,
      };
    }),
    total,
  };
}
