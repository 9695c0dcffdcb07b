// The figures of bets and the settlement rows built from them (docs/rules.md#partner-money; the rules
// in words: domain/partner.ts): settled bets summed per member, Seoul day and category, each unit's
// rolling and settlement at a rate, a sub-partner's row over its branch, the status's own figures,
// and the reservations already made of these rows.
import { and, gte, inArray, lt, ne, sql, type Column, type SQL } from 'drizzle-orm';
import type { Q } from '../db/open';
import { bets, GAME_CATEGORIES, settlementReservations, type GameCategory } from '../db/schema';
import { DAY_MS, rateBook, rateIn, type Rate } from './partner';
import { chainOf, type Tree } from './partner-tree';

/** The bet groups (bets.groupKey) each category's settlements read. */
export const CATEGORY_GROUPS: Record<GameCategory, readonly string[]> = {
  casino: ['casino'],
  hotel: ['hotel'],
  slot: ['slot'],
  mini: ['mini'],
};
const categoryOfGroup = (groupKey: string): GameCategory | undefined => GAME_CATEGORIES.find((c) => CATEGORY_GROUPS[c].includes(groupKey));

export interface Range {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Seoul days [startDate, endDate] as instants [from, to). */
export const seoulDays = (startDate?: string, endDate?: string): Range => ({
  from: startDate ? new Date(`${startDate}T00:00:00+09:00`) : undefined,
  to: endDate ? new Date(new Date(`${endDate}T00:00:00+09:00`).getTime() + DAY_MS) : undefined,
});

/** That a column's instant lies in the range (no condition where the range is open). */
export const within = (column: Column, range: Range): SQL | undefined =>
  and(range.from ? gte(column, range.from) : undefined, range.to ? lt(column, range.to) : undefined);

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
        within(bets.settledAt, range),
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
