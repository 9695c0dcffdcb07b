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
import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Q, Tx } from '../db/open';
import {
  bets,
  GAME_CATEGORIES,
  members,
  partnerPermissions,
  partnerRates,
  partnerTransfers,
  sessions,
  settlementReservations,
  type GameCategory,
} from '../db/schema';
import { lockMember, move, type MemberRow } from '../ledger';
import type { Push } from '../push';

export const DAY_MS = 86_400_000;
/** docs/rules.md#states: a recommender's rate change locks further change for one day. */
export const RATE_LOCK_MS = DAY_MS;

/** The bet groups (bets.groupKey) each category's settlements read. */
export const CATEGORY_GROUPS: Record<GameCategory, readonly string[]> = {
  casino: ['casino'],
  hotel: ['hotel'],
  slot: ['slot'],
  mini: ['mini'],
};
const categoryOfGroup = (groupKey: string): GameCategory | undefined => GAME_CATEGORIES.find((c) => CATEGORY_GROUPS[c].includes(groupKey));

/** PTN_1 … PTN_5 → 1 … 5; a member (no partner type) → 6. */
export const rankOf = (partnerType: string | null): number => {
  const m = partnerType ? /^PTN_([1-5])$/.exec(partnerType) : null;
  return m ? Number(m[1]) : 6;
};

// ---------------------------------------------------------------------------------------------
// The tree

export interface TreeNode {
  row: MemberRow;
  /** 1 for the partner's direct sub-members. */
  depth: number;
}

export interface Tree {
  rootId: string;
  /** Every sub-member (not the root), in breadth-first order. */
  nodes: Map<string, TreeNode>;
  /** Direct sub-members by member (the root included). */
  children: Map<string, string[]>;
}

/** The partner's subtree (every member whose chain of parents reaches it). */
export async function loadTree(q: Q, rootId: string): Promise<Tree> {
  const all = await q.select().from(members);
  const children = new Map<string, string[]>();
  const byId = new Map(all.map((m) => [m.memId, m]));
  for (const m of all) if (m.parentId) children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.memId]);
  const nodes = new Map<string, TreeNode>();
  let level = children.get(rootId) ?? [];
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    for (const id of level) {
      const row = byId.get(id);
      if (!row || nodes.has(id) || id === rootId) continue;
      nodes.set(id, { row, depth });
      next.push(...(children.get(id) ?? []));
    }
    level = next;
  }
  return { rootId, nodes, children };
}

/** The member and every member under it, within the tree. */
export function branch(tree: Tree, memId: string): string[] {
  const out: string[] = [];
  const stack = [memId];
  while (stack.length) {
    const id = stack.pop() as string;
    if (id !== tree.rootId && !tree.nodes.has(id)) continue;
    out.push(id);
    stack.push(...(tree.children.get(id) ?? []));
  }
  return out;
}

/** The member and its parents up to (not including) the tree's root. */
function chainOf(tree: Tree, memId: string): string[] {
  const out: string[] = [];
  for (let id: string | null = memId; id && tree.nodes.has(id); id = tree.nodes.get(id)?.row.parentId ?? null) out.push(id);
  return out;
}

export interface Logins {
  /** Members with a live session (one the API still accepts: not ended, not replaced). */
  online: Set<string>;
  /** Each member's last login. */
  last: Map<string, Date>;
}

export async function loginsOf(q: Q, memIds: readonly string[], now: Date): Promise<Logins> {
  const out: Logins = { online: new Set(), last: new Map() };
  if (memIds.length === 0) return out;
  const rows = await q
    .select({ memId: sessions.memId, createdAt: sessions.createdAt, endedBy: sessions.endedBy, replacedBy: sessions.replacedBy })
    .from(sessions)
    .where(inArray(sessions.memId, [...memIds]));
  for (const r of rows) {
    const seen = out.last.get(r.memId);
    if (!seen || r.createdAt > seen) out.last.set(r.memId, r.createdAt);
    const live = !r.endedBy && !r.replacedBy && r.createdAt <= now;
    if (live) out.online.add(r.memId);
  }
  return out;
}

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

export async function setRates(
  q: Q,
  memId: string,
  rates: readonly { category: GameCategory; rollingRate: number; losingRate: number }[],
  changedAt: Date | null,
): Promise<void> {
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
// Settlements

export interface Range {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Seoul days [startDate, endDate] as instants [from, to). */
export const seoulDays = (startDate?: string, endDate?: string): Range => ({
  from: startDate ? new Date(`${startDate}T00:00:00+09:00`) : undefined,
  to: endDate ? new Date(new Date(`${endDate}T00:00:00+09:00`).getTime() + DAY_MS) : undefined,
});

export interface BetSum {
  memId: string;
  /** The Seoul day the bets were settled on. */
  date: string;
  category: GameCategory;
  totalBet: number;
  totalWin: number;
}

const SETTLED = ['win', 'lose', 'draw'] as const;
const seoulDayOf = sql<string>`to_char((${bets.settledAt} at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/** The members' settled bets of the categories, summed per member, Seoul day and category. */
export async function betSums(q: Q, memIds: readonly string[], range: Range): Promise<BetSum[]> {
  if (memIds.length === 0) return [];
  const groups = GAME_CATEGORIES.flatMap((c) => CATEGORY_GROUPS[c]);
  const rows = await q
    .select({
      memId: bets.memId,
      date: seoulDayOf,
      groupKey: bets.groupKey,
      totalBet: sql<string>`sum(${bets.stake})`,
      totalWin: sql<string>`sum(${bets.winCash})`,
    })
    .from(bets)
    .where(
      and(
        inArray(bets.memId, [...memIds]),
        inArray(bets.state, [...SETTLED]),
        inArray(bets.groupKey, groups),
        range.from ? gte(bets.settledAt, range.from) : undefined,
        range.to ? lt(bets.settledAt, range.to) : undefined,
      ),
    )
    .groupBy(bets.memId, seoulDayOf, bets.groupKey);
  const out = new Map<string, BetSum>();
  for (const r of rows) {
    const category = categoryOfGroup(r.groupKey);
    if (!category) continue;
    const key = `${r.memId}|${r.date}|${category}`;
    const sum = out.get(key) ?? { memId: r.memId, date: r.date, category, totalBet: 0, totalWin: 0 };
    sum.totalBet += Number(r.totalBet);
    sum.totalWin += Number(r.totalWin);
    out.set(key, sum);
  }
  return [...out.values()];
}

export const settlementKey = (memId: string, date: string, category: string): string => `${memId}|${date}|${category}`;

/** The figures of bets (docs/rules.md#partner-money). */
export interface Figures {
  totalBet: number;
  totalWin: number;
  /** totalBet − totalWin: what the players lost (the house's side). */
  profit: number;
  rolling: number;
  settlement: number;
}

export const NO_FIGURES: Figures = { totalBet: 0, totalWin: 0, profit: 0, rolling: 0, settlement: 0 };

/** One unit's figures (one member, one Seoul day, one category) at a rate: the one place they are computed. */
export function figuresOf(totalBet: number, totalWin: number, rate: Pick<Rate, 'rollingRate' | 'losingRate'>): Figures {
  const profit = totalBet - totalWin;
  const rolling = Math.floor((totalBet * Math.round(rate.rollingRate * 100)) / 10_000);
  const losing = Math.trunc((profit * Math.round(rate.losingRate * 100)) / 10_000) || 0;
  return { totalBet, totalWin, profit, rolling, settlement: losing - rolling };
}

/** Figures of several units: the sum of theirs. */
export const addFigures = (a: Figures, b: Figures): Figures => ({
  totalBet: a.totalBet + b.totalBet,
  totalWin: a.totalWin + b.totalWin,
  profit: a.profit + b.profit,
  rolling: a.rolling + b.rolling,
  settlement: a.settlement + b.settlement,
});

/** Whether a bet's state counts in the figures (settled: win, lose, draw). */
export const isSettled = (state: string): boolean => (SETTLED as readonly string[]).includes(state);

/** One bet's profit on the house's side: stake − winnings once settled, 0 while pending or cancelled. */
export const betProfit = (b: { state: string; stake: number; winCash: number }): number => (isSettled(b.state) ? b.stake - b.winCash : 0);

export interface SettlementFigure extends Figures {
  date: string;
  memId: string;
  category: GameCategory;
}

/** Whose bets a settlement row of member X holds, and at whose rates (docs/rules.md#partner-money). */
export type SettlementKind = 'partners' | 'members';

/**
 * The settlement rows of `whose` (members of the tree) per Seoul day and category, each the sum of its
 * units: a sub-partner's ('partners') its branch's bets at its own rates; a member's ('members') its
 * own bets at the viewing partner's (the tree's root) rates.
 */
export async function settlementFigures(
  q: Q,
  tree: Tree,
  whose: readonly string[],
  range: Range,
  kind: SettlementKind,
): Promise<SettlementFigure[]> {
  const wanted = new Set(whose);
  const sums = await betSums(q, [...tree.nodes.keys()], range);
  const rateOwner = (rowId: string) => (kind === 'partners' ? rowId : tree.rootId);
  const book = await rateBook(q, [...new Set([...wanted].map(rateOwner))]);
  const acc = new Map<string, SettlementFigure>();
  for (const s of sums) {
    for (const id of kind === 'partners' ? chainOf(tree, s.memId) : [s.memId]) {
      if (!wanted.has(id)) continue;
      const key = settlementKey(id, s.date, s.category);
      const row = acc.get(key) ?? { date: s.date, memId: id, category: s.category, ...NO_FIGURES };
      acc.set(key, { ...row, ...addFigures(row, figuresOf(s.totalBet, s.totalWin, rateIn(book, rateOwner(id), s.category))) });
    }
  }
  return [...acc.values()];
}

/** The partner's own figures per category: every unit of its subtree at its own rates (the status). */
export async function ownFigures(q: Q, tree: Tree, range: Range): Promise<Map<GameCategory, Figures>> {
  const rows = await settlementFigures(q, tree, [...tree.nodes.keys()], range, 'members');
  const out = new Map<GameCategory, Figures>(GAME_CATEGORIES.map((c) => [c, NO_FIGURES]));
  for (const r of rows) out.set(r.category, addFigures(out.get(r.category) ?? NO_FIGURES, r));
  return out;
}

/** The live (waiting or paid) reservations of these members' settlements, by settlementKey. */
export async function reservationsOf(q: Q, memIds: readonly string[]) {
  if (memIds.length === 0) return new Map<string, typeof settlementReservations.$inferSelect>();
  const rows = await q
    .select()
    .from(settlementReservations)
    .where(and(inArray(settlementReservations.memId, [...memIds]), ne(settlementReservations.status, 'cancelled')));
  return new Map(rows.map((r) => [settlementKey(r.memId, r.settlementDate, r.category), r]));
}

// ---------------------------------------------------------------------------------------------
// Reserved settlement payments, paid on the sandbox clock

/**
 * Pays every waiting reservation whose time has come (each in its own transaction; once). Both sides
 * hear CASH from the unit of work it runs in (money-push.ts: the ticker's step, the console's route);
 * `_push` stays for the console route that passes it.
 */
export async function payDueReservations(db: Db, _push: Push, now: Date): Promise<number> {
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

// ---------------------------------------------------------------------------------------------
// Lists: filter, order and page in memory (a partner's subtree is small)

export interface ListAsk {
  page?: number | undefined;
  count_per_list?: number | undefined;
  sortField?: string | undefined;
  sortDir?: 'asc' | 'desc' | undefined;
}

export function pageOf<T>(
  rows: readonly T[],
  ask: ListAsk,
  keys: Record<string, (r: T) => number | string>,
  byDefault: (a: T, b: T) => number,
): { list: T[]; pageInfo: { page: number; count_per_list: number; tatal_list_count: number } } {
  const page = ask.page ?? 1;
  const n = ask.count_per_list ?? 10;
  const key = ask.sortField ? keys[ask.sortField] : undefined;
  const dir = ask.sortDir === 'asc' ? 1 : -1;
  const sorted = [...rows].sort((a, b) => {
    if (key) {
      const x = key(a);
      const y = key(b);
      if (x !== y) return (x < y ? -1 : 1) * dir;
    }
    return byDefault(a, b);
  });
  return { list: sorted.slice((page - 1) * n, page * n), pageInfo: { page, count_per_list: n, tatal_list_count: rows.length } };
}

/** searchText: part of the member's id or nickname, any case; empty matches all. */
export const matches = (searchText: string | undefined, m: { memId: string; nick?: string | undefined }): boolean => {
  const s = searchText?.trim().toLowerCase();
  if (!s) return true;
  return m.memId.toLowerCase().includes(s) || (m.nick ?? '').toLowerCase().includes(s);
};

export const desc =
  <T>(f: (r: T) => number | string) =>
  (a: T, b: T) => {
    const x = f(a);
    const y = f(b);
    return x === y ? 0 : x < y ? 1 : -1;
  };

export const asc =
  <T>(f: (r: T) => number | string) =>
  (a: T, b: T) =>
    -desc(f)(a, b);

export const inOrder =
  <T>(...cmps: ((a: T, b: T) => number)[]) =>
  (a: T, b: T) => {
    for (const c of cmps) {
      const r = c(a, b);
      if (r !== 0) return r;
    }
    return 0;
  };

/** The members of the tree a request narrows to: `memId` one sub-member's branch, else all. */
export function scopeOf(tree: Tree, memId: string | undefined): string[] {
  if (memId) return tree.nodes.has(memId) ? branch(tree, memId) : [];
  return [...tree.nodes.keys()];
}
