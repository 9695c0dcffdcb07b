// The CASH push, written once. A unit of work (an /api request, a ticker's step, a console route,
// a game window's call) runs inside a scope; ledger.ts notes in it every member whose cash or points
// a move changed, and the owner of the unit pushes CASH once per member afterwards, with the
// balances read fresh from `members`: a committed move pushes the new balance, a rolled-back one the
// unchanged balance (harmless). Code outside any unit (seed, bench) pushes nothing.
import { AsyncLocalStorage } from 'node:async_hooks';
import { inArray } from 'drizzle-orm';
import type { Q } from './db/open';
import { members } from './db/schema';
import type { Push } from './push';

const moved = new AsyncLocalStorage<Set<string>>();

/** ledger.ts: these members' cash or points changed (nothing outside a unit of work). */
export function noteMoved(memIds: Iterable<string>): void {
  const set = moved.getStore();
  if (set) for (const id of memIds) set.add(id);
}

/** Runs `work` as a unit of work; `moved` collects the members whose money it moved. */
export function inUnitOfWork<T>(set: Set<string>, work: () => Promise<T>): Promise<T> {
  return moved.run(set, work);
}

/** Runs `work` outside any unit of work: its moves push nothing (a reseed from the console). */
export function outsideUnitOfWork<T>(work: () => Promise<T>): Promise<T> {
  return moved.exit(work);
}

const PART = 1_000;

/** CASH to every live session of each member, with the cash and points `members` holds now. */
export async function pushMoved(q: Q, push: Push, memIds: ReadonlySet<string>): Promise<void> {
  const ids = [...memIds];
  for (let i = 0; i < ids.length; i += PART) {
    const rows = await q
      .select({ memId: members.memId, cash: members.cash, points: members.points })
      .from(members)
      .where(inArray(members.memId, ids.slice(i, i + PART)))
      .orderBy(members.memId);
    for (const m of rows) await push.member(q, m.memId, { cmd: 'CASH', data1: String(m.cash), data2: String(m.points) });
  }
}

/** A unit of work and its pushes right after it (whether it finished or threw): tickers, console routes. */
export async function withCashPush<T>(q: Q, push: Push, work: () => Promise<T>): Promise<T> {
  const set = new Set<string>();
  try {
    return await inUnitOfWork(set, work);
  } finally {
    await pushMoved(q, push, set);
  }
}
