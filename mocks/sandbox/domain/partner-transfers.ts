// A partner's money moves (docs/rules.md#partner-money): gives to and take-backs from a sub-member,
// moves between two sub-members (each a pair of ledger moves and its record, domain/partner.ts
// recordTransfer), each as the partner's permission allows (C301 / C401), and their lists.
import { and, eq, inArray, or } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import type { Q, Tx } from '../db/open';
import { partnerTransfers } from '../db/schema';
import { lockMember, type MemberRow } from '../ledger';
import { matches, pageOf } from './lists';
import { mayDo, recordTransfer, type Permission, type Refusal } from './partner';
import { seoulDays, within } from './partner-figures';
import { newestFirst } from './partner-reads';
import { loadTree } from './partner-tree';

type S = components['schemas'];
export type TransferRow = typeof partnerTransfers.$inferSelect;

/** Which records a list holds: the gives and take-backs of the partner or to it ('transfers'), or every move it made ('all'). */
export type TransferListKind = 'transfers' | 'all';

/** The page of the partner's transfer records. */
export async function transferPage(q: Q, memId: string, body: S['PartnerMoneyMoveListRequest'], which: TransferListKind) {
  const range = seoulDays(body.startDate, body.endDate);
  const mine =
    which === 'all'
      ? eq(partnerTransfers.partnerId, memId)
      : or(
          and(eq(partnerTransfers.partnerId, memId), inArray(partnerTransfers.type, ['give', 'takeback'])),
          // what the partner above gave it or took back
          and(eq(partnerTransfers.targetId, memId), inArray(partnerTransfers.type, ['give', 'takeback'])),
        );
  const rows = (
    await q
      .select()
      .from(partnerTransfers)
      .where(
        and(mine, body.transferType ? eq(partnerTransfers.type, body.transferType) : undefined, within(partnerTransfers.createdAt, range)),
      )
  ).filter((t) => !body.searchText || matches(body.searchText, { memId: t.targetId }) || matches(body.searchText, { memId: t.fromId }));
  return pageOf(
    rows,
    body,
    { date: (t) => t.createdAt.getTime(), targetId: (t) => t.targetId, amount: (t) => t.amount },
    newestFirst(
      (t: TransferRow) => t.createdAt,
      (t: TransferRow) => t.idx,
    ),
  );
}

/** Locks members in a stable order (two transfers at once cannot deadlock). */
async function lockAll(tx: Tx, ids: readonly string[]): Promise<Map<string, MemberRow>> {
  const out = new Map<string, MemberRow>();
  for (const id of [...new Set(ids)].sort()) {
    const m = await lockMember(tx, id);
    if (m) out.set(id, m);
  }
  return out;
}

interface MoneyAsk {
  amount: number;
  note?: string | undefined;
}

const record = async (tx: Tx, partner: MemberRow, type: Permission, from: MemberRow, to: MemberRow, ask: MoneyAsk, now: Date) =>
  (await recordTransfer(tx, { partner, type, from, to, amount: ask.amount, note: ask.note, now })).row;

/**
 * The partner (`me`, locked) gives to or takes back from a sub-member: the permission (C301 / C401),
 * the member in its subtree (C302 / C402), the giver's cash enough (C303 / C403); then the record.
 */
export async function giveOrTakeBack(
  tx: Tx,
  me: MemberRow,
  ask: MoneyAsk & { type: 'give' | 'takeback'; targetId: string },
  now: Date,
): Promise<Refusal | TransferRow> {
  const give = ask.type === 'give';
  if (!me.partnerType || !(await mayDo(tx, me.memId, ask.type))) return { refuse: give ? 'C301' : 'C401' };
  const tree = await loadTree(tx, me.memId);
  if (!tree.nodes.has(ask.targetId)) return { refuse: give ? 'C302' : 'C402' };
  const target = await lockMember(tx, ask.targetId);
  if (!target) return { refuse: give ? 'C302' : 'C402' };
  if (give ? ask.amount > me.cash : ask.amount > target.cash) return { refuse: give ? 'C303' : 'C403' };
  return give ? record(tx, me, 'give', me, target, ask, now) : record(tx, me, 'takeback', target, me, ask, now);
}

/**
 * The partner (`me`, locked) moves money between two sub-members: the permission (C301), two
 * members of its subtree (C302), the sender's cash enough (C303); then the record.
 */
export async function moveMoney(
  tx: Tx,
  me: MemberRow,
  ask: MoneyAsk & { fromId: string; toId: string },
  now: Date,
): Promise<Refusal | TransferRow> {
  if (!me.partnerType || !(await mayDo(tx, me.memId, 'move'))) return { refuse: 'C301' };
  const tree = await loadTree(tx, me.memId);
  if (ask.fromId === ask.toId || !tree.nodes.has(ask.fromId) || !tree.nodes.has(ask.toId)) return { refuse: 'C302' };
  const locked = await lockAll(tx, [ask.fromId, ask.toId]);
  const from = locked.get(ask.fromId);
  const to = locked.get(ask.toId);
  if (!from || !to) return { refuse: 'C302' };
  if (ask.amount > from.cash) return { refuse: 'C303' };
  return record(tx, me, 'move', from, to, ask, now);
}
