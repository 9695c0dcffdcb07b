// The seeded ledger rows: per member, an opening row if its history ever dipped below zero (it does
// not, as simulated), then the history in time order, then one `seed` row that brings each balance to
// the member's seeded figure: the net of the games played before the seed, which the sandbox keeps no
// record of. Every row goes through ledger.ts `move` and is then dated when its history happened.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { ledger } from '../db/schema';
import { move } from '../ledger';
import { SEED_MEMBERS } from './members';
import type { PlannedMove, PointInsert, Ref } from './money-plan';

/** The ids the planned rows were written with, table by table, in planned order. */
export interface WrittenIds {
  cash: number[];
  point: number[];
  coupon: number[];
}

const txIdOf = (ref: Ref, ids: WrittenIds): string => {
  if (ref.table === 'tx') return ref.tx;
  const idx = ids[ref.table][ref.i];
  if (idx === undefined) throw new Error(`seed: no ${ref.table} row ${ref.i}`);
  return `${ref.table}:${idx}`;
};

/** The planned moves member by member, each member's with its opening and balance rows. */
export function ledgerMoves(moves: PlannedMove[], now: Date): PlannedMove[] {
  const byMember = new Map<string, PlannedMove[]>();
  for (const mv of moves) byMember.set(mv.memId, [...(byMember.get(mv.memId) ?? []), mv]);
  const ordered: PlannedMove[] = [];
  for (const m of SEED_MEMBERS) {
    const history = (byMember.get(m.memId) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
    const joined = new Date(now.getTime() - m.joinedDaysAgo * 86_400_000);
    for (const account of ['cash', 'points'] as const) {
      let run = 0;
      let low = 0;
      for (const mv of history) {
        if (mv.account !== account) continue;
        run += mv.amount;
        low = Math.min(low, run);
      }
      if (low < 0)
        ordered.push({ memId: m.memId, account, amount: -low, reason: 'seed', ref: { table: 'tx', tx: 'seed:opening' }, at: joined });
      const rest = (account === 'cash' ? m.cash : m.points) - run + low;
      if (rest !== 0) {
        history.push({
          memId: m.memId,
          account,
          amount: rest,
          reason: 'seed',
          ref: { table: 'tx', tx: 'seed:balance' },
          at: now,
          note: 'the net of the games played before the seed',
        });
      }
    }
    ordered.push(...history);
  }
  return ordered;
}

/**
 * The rows that bring points to the seeded figure are the site's adjustments: each has its point
 * record (admin given or taken back), so the point list and its summary add up to the balance.
 */
export function pointAdjustments(ordered: PlannedMove[]): PointInsert[] {
  return ordered
    .filter((mv) => mv.account === 'points' && mv.reason === 'seed')
    .map((mv) => ({
      memId: mv.memId,
      kindCode: 'admin',
      useCategoryCode: mv.amount > 0 ? 'none' : 'admin',
      points: Math.max(mv.amount, 0),
      appliedPoints: Math.max(-mv.amount, 0),
      percent: 0,
      createdAt: mv.at,
    }));
}

/** Writes the moves in order, then dates every ledger row when its history happened. */
export async function writeLedger(tx: Tx, ordered: PlannedMove[], ids: WrittenIds): Promise<void> {
  for (const mv of ordered) {
    await move(tx, {
      memId: mv.memId,
      account: mv.account,
      amount: mv.amount,
      reason: mv.reason,
      txId: txIdOf(mv.ref, ids),
      note: mv.note,
    });
  }

  // one statement; a row is known by member, account, reason and transaction
  const dated = ordered.map(
    (mv) => sql`(${mv.memId}, ${mv.account}, ${mv.reason}, ${txIdOf(mv.ref, ids)}, ${mv.at.toISOString()}::timestamptz)`,
  );
  if (dated.length) {
    await tx.execute(sql`
      update ${ledger} set created_at = v.at
      from (values ${sql.join(dated, sql`, `)}) as v(mem_id, account, reason, tx_id, at)
      where ${ledger.memId} = v.mem_id and ${ledger.account} = v.account and ${ledger.reason} = v.reason and ${ledger.txId} = v.tx_id`);
  }
}
