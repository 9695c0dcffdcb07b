// The partner economy's rules (docs/rules.md#partner-money, docs/rules.md#states, docs/rules.md#roles):
// - the tree: every member's `parentId`; a partner sees its whole subtree (sub-partners PTN_n and
//   members at any depth), never itself or anyone outside it;
// - rates: rolling and losing per category (casino, hotel, slot, mini), in percent; a member without
//   a row has 0 / 0. A partner sets a sub-member's rates, each not above its own (PR01); a change
//   locks the member's rates for one day (RATE_LOCK_MS, the sandbox clock; PR02 until then);
// - the figures of bets (`figuresOf`, the one place they are computed): of settled bets (win, lose,
//   draw; pending and cancelled bets count for nothing) of the `bets` table whose group is one of the
//   categories, per unit: one member's bets of one Seoul day (the day they settled) and one category,
//     profit     = totalBet − totalWin                          (positive when the players lost)
//     rolling    = floor(totalBet × rollingRate %)
//     settlement = trunc(profit × losingRate %) − rolling        (negative when the players won)
//   and every figure of several units (a list's row or totals, the status) is the sum of theirs;
// - whose rates: the status and the per-member settlements at the viewing partner's own (what it earns
//   on those bets: the status is the sum of the per-member rows); a sub-partner's row of the partner
//   settlements at the sub-partner's own over its branch (what it earns: its own status);
// - a reserved settlement payment (a sub-partner's row) is paid at its time from the reserving
//   partner's cash to the sub-partner by the `partner-settlements` ticker: two ledger moves; it waits
//   while the partner lacks the cash.
// This file: rates (and their update), permissions, the transfer record and paying the reserved
// payments; the tree is domain/partner-tree.ts, the figures domain/partner-figures.ts, the status
// domain/partner-status.ts, the sub-member lists domain/partner-members.ts, the cash and bet lists
// domain/partner-reads.ts, the settlement lists and reservations domain/partner-settlements.ts, the
// money moves domain/partner-transfers.ts, the in-memory lists domain/lists.ts.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { Db, Q, Tx } from '../db/open';
import {
  GAME_CATEGORIES,
  partnerPermissions,
  partnerRates,
  partnerTransfers,
  settlementReservations,
  type GameCategory,
} from '../db/schema';
import { lockMember, move, type MemberRow } from '../ledger';
import { loadTree } from './partner-tree';

export const DAY_MS = 86_400_000;
/** docs/rules.md#states: a recommender's rate change locks further change for one day. */
export const RATE_LOCK_MS = DAY_MS;

/** PTN_1 … PTN_5 → 1 … 5; a member (no partner type) → 6. */
export const rankOf = (partnerType: string | null): number => {
  const m = partnerType ? /^PTN_([1-5])$/.exec(partnerType) : null;
  return m ? Number(m[1]) : 6;
};

// ---------------------------------------------------------------------------------------------
// Rates and permissions

export interface Rate {
  rollingRate: number;
  losingRate: number;
  changedAt: Date | null;
}

const NO_RATE: Rate = { rollingRate: 0, losingRate: 0, changedAt: null };

export type RateBook = Map<string, Map<GameCategory, Rate>>;

export async function rateBook(q: Q, memIds: readonly string[]): Promise<RateBook> {
  const book: RateBook = new Map();
  if (memIds.length === 0) return book;
  const rows = await q
    .select()
    .from(partnerRates)
    .where(inArray(partnerRates.memId, [...memIds]));
  for (const r of rows) {
    const m = book.get(r.memId) ?? new Map<GameCategory, Rate>();
    m.set(r.category, { rollingRate: r.rollingRate, losingRate: r.losingRate, changedAt: r.changedAt });
    book.set(r.memId, m);
  }
  return book;
}

export const rateIn = (book: RateBook, memId: string, category: GameCategory): Rate => book.get(memId)?.get(category) ?? NO_RATE;

/** Until when a change at `changedAt` locks the rates; null once the day has passed. */
export function lockedUntil(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const until = new Date(changedAt.getTime() + RATE_LOCK_MS);
  return until > now ? until : null;
}

/** The latest lock still holding among a member's categories. */
export function memberLock(book: RateBook, memId: string, now: Date): Date | null {
  let latest: Date | null = null;
  for (const c of GAME_CATEGORIES) {
    const until = lockedUntil(rateIn(book, memId, c).changedAt, now);
    if (until && (!latest || until > latest)) latest = until;
  }
  return latest;
}

/** A rate asked for one category. */
export type RateAsk = { category: GameCategory; rollingRate: number; losingRate: number };

export async function setRates(q: Q, memId: string, rates: readonly RateAsk[], changedAt: Date | null): Promise<void> {
  for (const r of rates) {
    await q
      .insert(partnerRates)
      .values({ memId, category: r.category, rollingRate: r.rollingRate, losingRate: r.losingRate, changedAt })
      .onConflictDoUpdate({
        target: [partnerRates.memId, partnerRates.category],
        set: { rollingRate: r.rollingRate, losingRate: r.losingRate, changedAt },
      });
  }
}

/** Whether an asked rate is above the partner's own in its category (PR01). */
export const aboveOwn = (book: RateBook, ownId: string, rates: readonly RateAsk[]): boolean =>
  rates.some((r) => {
    const own = rateIn(book, ownId, r.category);
    return r.rollingRate > own.rollingRate || r.losingRate > own.losingRate;
  });

/** A refusal of a partner operation: its error code and what to say. */
export interface Refusal {
  refuse: ErrorCode;
  msg?: string;
}

/**
 * A partner sets a sub-member's rates: the member in its subtree (T999), its rates not locked
 * (`lockedUntil`, PR02), none above the partner's own (PR01); then the rates after the change.
 */
export async function updateRates(
  tx: Tx,
  partnerId: string,
  ask: { memId: string; rates: readonly RateAsk[] },
  now: Date,
): Promise<Refusal | { lockedUntil: Date } | { book: RateBook }> {
  const tree = await loadTree(tx, partnerId);
  if (!tree.nodes.has(ask.memId)) return { refuse: 'T999', msg: `${ask.memId} is not a sub-member` };
  await lockMember(tx, ask.memId);
  const book = await rateBook(tx, [ask.memId, partnerId]);
  const lock = memberLock(book, ask.memId, now);
  if (lock) return { lockedUntil: lock };
  if (aboveOwn(book, partnerId, ask.rates)) return { refuse: 'PR01', msg: 'a rate is above your own' };
  await setRates(tx, ask.memId, ask.rates, now);
  return { book: await rateBook(tx, [ask.memId, partnerId]) };
}

export type Permission = 'give' | 'takeback' | 'move';

export async function mayDo(q: Q, memId: string, what: Permission): Promise<boolean> {
  const row = (await q.select().from(partnerPermissions).where(eq(partnerPermissions.memId, memId)))[0];
  return row ? row[what] : true;
}

/** A give, take-back or move: the two ledger moves and its record (the rows are locked by the caller). */
export async function recordTransfer(
  tx: Tx,
  t: {
    partner: MemberRow;
    type: 'give' | 'takeback' | 'move';
    from: MemberRow;
    to: MemberRow;
    amount: number;
    note?: string | undefined;
    now: Date;
  },
) {
  const txId = `partner-${t.type}:${randomUUID()}`;
  const reason = `partner-${t.type}`;
  const fromCash = await move(tx, { memId: t.from.memId, account: 'cash', amount: -t.amount, reason, txId, note: t.note });
  const toCash = await move(tx, { memId: t.to.memId, account: 'cash', amount: t.amount, reason, txId, note: t.note });
  const partnerCash = t.partner.memId === t.from.memId ? fromCash : t.partner.memId === t.to.memId ? toCash : fromCash;
  const targetId = t.type === 'takeback' ? t.from.memId : t.to.memId;
  const [row] = await tx
    .insert(partnerTransfers)
    .values({
      partnerId: t.partner.memId,
      type: t.type,
      fromId: t.from.memId,
      targetId,
      amount: t.amount,
      balanceAfter: partnerCash,
      cashAfter: t.type === 'takeback' ? fromCash : toCash,
      note: t.note ?? null,
      txId,
      createdAt: t.now,
    })
    .returning();
  if (!row) throw new Error('sandbox: the transfer was not written');
  return { row, fromCash, toCash };
}

// ---------------------------------------------------------------------------------------------
// Reserved settlement payments, paid on the sandbox clock

/**
 * Pays every waiting reservation whose time has come (each in its own transaction; once). Both sides
 * hear CASH from the unit of work it runs in (money-push.ts: the ticker's step, the console's route).
 */
export async function payDueReservations(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ idx: settlementReservations.idx })
    .from(settlementReservations)
    .where(and(eq(settlementReservations.status, 'waiting'), lte(settlementReservations.payAt, now)));
  let paid = 0;
  for (const { idx } of due) {
    const done = await db.transaction(async (tx) => {
      const r = (
        await tx
          .select()
          .from(settlementReservations)
          .where(and(eq(settlementReservations.idx, idx), eq(settlementReservations.status, 'waiting')))
          .for('update')
      )[0];
      if (!r) return undefined;
      // lock both members in a stable order
      const [first, second] = [r.partnerId, r.memId].sort();
      const a = await lockMember(tx, first as string);
      const b = await lockMember(tx, second as string);
      const payer = a?.memId === r.partnerId ? a : b;
      if (!payer || payer.cash < r.amount) return undefined;
      const txId = `settlement:${r.idx}`;
      await move(tx, { memId: r.partnerId, account: 'cash', amount: -r.amount, reason: 'settlement-paid', txId });
      await move(tx, { memId: r.memId, account: 'cash', amount: r.amount, reason: 'settlement-received', txId });
      await tx.update(settlementReservations).set({ status: 'paid', doneAt: now }).where(eq(settlementReservations.idx, r.idx));
      return true;
    });
    if (done) paid++;
  }
  return paid;
}
