// Money is a ledger: every change of a member's cash, points or game money is a row here, written in
// the same transaction as the balance it changes. The balance columns carry CHECK (>= 0), so a move
// that would make one negative fails the transaction whatever the caller checked before. Each move
// of cash or points is noted in the unit of work it runs in (money-push.ts), whose owner pushes CASH.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Q, Tx } from './db/open';
import { ledger, members, type LedgerAccount } from './db/schema';
import { noteMoved } from './money-push';

export type MemberRow = typeof members.$inferSelect;

const COLUMN = { cash: members.cash, points: members.points, game: members.gameMoney } as const;

/** Reads the member and locks its row until the transaction ends (two tabs cannot overdraw). */
export async function lockMember(tx: Tx, memId: string): Promise<MemberRow | undefined> {
  const rows = await tx.select().from(members).where(eq(members.memId, memId)).for('update');
  return rows[0];
}

export interface Move {
  memId: string;
  account: LedgerAccount;
  /** Signed: + credits, − debits. */
  amount: number;
  /** deposit-approved, withdrawal-requested, withdrawal-rejected, point-conversion, coupon, console … */
  reason: string;
  /** What this move belongs to: `cash:12`, `coupon:4`, `console:<uuid>` … */
  txId: string;
  note?: string | undefined;
}

/** Thrown when a move would take a balance below zero (the database refused it). */
export class InsufficientFunds extends Error {
  constructor(readonly move: Move) {
    super(`${move.account} of ${move.memId} cannot go below 0 (move ${move.amount}, ${move.reason})`);
  }
}

const isCheckViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23514') return true;
  }
  return false;
};

/** Applies one move and writes its ledger row; returns the balance after. */
export async function move(tx: Tx, m: Move): Promise<number> {
  if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`ledger: a move needs a non-zero whole amount, got ${m.amount}`);
  const column = COLUMN[m.account];
  let after: number | undefined;
  try {
    // a savepoint, so a refused move leaves the caller's transaction usable
    after = await tx.transaction(async (sp) => {
      const rows = await sp
        .update(members)
        .set({ [m.account === 'game' ? 'gameMoney' : m.account]: sql`${column} + ${m.amount}` })
        .where(eq(members.memId, m.memId))
        .returning({ balance: column });
      const balance = rows[0]?.balance;
      if (balance === undefined) throw new Error(`ledger: no member ${m.memId}`);
      await sp.insert(ledger).values({
        memId: m.memId,
        account: m.account,
        amount: m.amount,
        balanceAfter: balance,
        reason: m.reason,
        txId: m.txId,
        note: m.note ?? null,
      });
      return balance;
    });
  } catch (err) {
    if (isCheckViolation(err)) throw new InsufficientFunds(m);
    throw err;
  }
  if (m.account !== 'game') noteMoved([m.memId]);
  return after;
}

export interface Mismatch {
  memId: string;
  account: LedgerAccount;
  balance: number;
  ledgerSum: number;
}

/** Every member whose balance differs from the sum of its ledger rows (empty when the books agree). */
export async function auditLedger(q: Q, memId?: string): Promise<Mismatch[]> {
  const sums = await q
    .select({ memId: ledger.memId, account: ledger.account, total: sql<string>`sum(${ledger.amount})` })
    .from(ledger)
    .where(memId ? eq(ledger.memId, memId) : undefined)
    .groupBy(ledger.memId, ledger.account);
  const byKey = new Map(sums.map((s) => [`${s.memId}\u0000${s.account}`, Number(s.total)]));
  const rows = await q
    .select()
    .from(members)
    .where(memId ? eq(members.memId, memId) : undefined);
  const out: Mismatch[] = [];
  for (const r of rows) {
    for (const account of ['cash', 'points', 'game'] as const) {
      const balance = account === 'cash' ? r.cash : account === 'points' ? r.points : r.gameMoney;
      const ledgerSum = byKey.get(`${r.memId}\u0000${account}`) ?? 0;
      if (balance !== ledgerSum) out.push({ memId: r.memId, account, balance, ledgerSum });
    }
  }
  return out;
}

/** The member's ledger rows, newest first. */
export function ledgerOf(q: Q, memId: string, account?: LedgerAccount, limit = 200) {
  return q
    .select()
    .from(ledger)
    .where(account ? and(eq(ledger.memId, memId), eq(ledger.account, account)) : eq(ledger.memId, memId))
    .orderBy(sql`${ledger.id} desc`)
    .limit(limit);
}

const CHUNK = 1_000;
/** Rows in parts of 1,000: one statement per part keeps bulk writes under PostgreSQL's parameter limit. */
export const chunks = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Many credits and debits at once (a round or a fixture settling thousands of bets): the members'
 * rows locked in one order, each move's balance after worked out in order, the ledger rows written
 * in bulk and each balance set once. The same rows and sums as `move()` one by one; a move that would
 * take a balance below zero throws InsufficientFunds before anything is written.
 */
export async function moveMany(tx: Tx, moves: readonly Move[]): Promise<void> {
  if (moves.length === 0) return;
  for (const m of moves)
    if (!Number.isSafeInteger(m.amount) || m.amount === 0) throw new Error(`ledger: a move needs a non-zero whole amount, got ${m.amount}`);
  const ids = [...new Set(moves.map((m) => m.memId))].sort();
  const balances = new Map<string, MemberRow>();
  for (const part of chunks(ids)) {
    const rows = await tx.select().from(members).where(inArray(members.memId, part)).orderBy(members.memId).for('update');
    for (const r of rows) balances.set(r.memId, r);
  }
  const after = new Map<string, { cash: number; points: number; game: number }>();
  const rows = moves.map((m) => {
    const member = balances.get(m.memId);
    if (!member) throw new Error(`ledger: no member ${m.memId}`);
    const now = after.get(m.memId) ?? { cash: member.cash, points: member.points, game: member.gameMoney };
    const balance = now[m.account] + m.amount;
    if (balance < 0) throw new InsufficientFunds(m);
    now[m.account] = balance;
    after.set(m.memId, now);
    return {
      memId: m.memId,
      account: m.account,
      amount: m.amount,
      balanceAfter: balance,
      reason: m.reason,
      txId: m.txId,
      note: m.note ?? null,
    };
  });
  for (const part of chunks(rows)) await tx.insert(ledger).values(part);
  for (const part of chunks([...after])) {
    const values = sql.join(
      part.map(([memId, b]) => sql`(${memId}, ${b.cash}::bigint, ${b.points}::bigint, ${b.game}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${members} set cash = v.cash, points = v.points, game_money = v.game from (values ${values}) as v(mem_id, cash, points, game) where ${members.memId} = v.mem_id`,
    );
  }
  noteMoved(moves.filter((m) => m.account !== 'game').map((m) => m.memId));
}
