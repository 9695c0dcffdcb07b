// The reads of every kind of bet: the betting history (/api/bet/betlist), one bet with
// its folders (/api/bet/detail) and win/lose by day (/api/member/winlose). They read the `bets` table
// whatever wrote it — sports slips, mini-game picks, vendor game rounds — so a bet shows the same
// everywhere.
//
// - A bet's `gameType` on the wire is its game group (sport, esport, mini, casino …); `company` the
//   vendor's name by its code, else the group's name (스포츠 for a sports slip); `form` as written.
// - `type`: the bet's state (bet while open; win, lose, draw, cancel once settled); a folder still
//   waiting is `wait`. `winCash` is what was paid back (the stake on draw or cancel); `revenue`
//   winCash − stake once settled, 0 while open or when the stake came back.
// - The archive (oldYn Y) holds bets placed more than ARCHIVE_DAYS before now; oldYn N the rest.
// - Win/lose: per Seoul day, the deposits and withdrawals completed that day, the stakes of the bets
//   placed that day (cancelled ones aside) and what the bets settled that day paid (cancelled aside);
//   winLose = win − bet. Only days with something to show; `total` over the range.
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul, seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { betFolders, bets, cashRequests } from '../db/schema';
import { codeTable, gameCodesOf } from './site-codes';

type S = components['schemas'];
type BetRowDb = typeof bets.$inferSelect;

export const ARCHIVE_DAYS = 30;
const DAY = 86_400_000;

/** The instant a Seoul day starts. */
export const seoulDayStart = (date: string): Date => new Date(Date.parse(`${date}T00:00:00+09:00`));

/** [from, to) of Seoul days startDate … endDate (inclusive), today's when absent. */
export function dayRange(now: Date, startDate?: string, endDate?: string): { from: Date; to: Date; first: string; last: string } {
  const today = seoul(now).date;
  const first = startDate ?? endDate ?? today;
  const last = endDate ?? startDate ?? today;
  return { from: seoulDayStart(first), to: new Date(seoulDayStart(last).getTime() + DAY), first, last };
}

/** Known game names of the forms a sports slip writes. */
const FORM_NAMES: Record<string, S['GameNames']> = {
  단폴더: { ko: '단폴더', en: 'Single', vi: 'Cược đơn' },
  다폴더: { ko: '다폴더', en: 'Combination', vi: 'Cược xiên' },
};

const isGameNames = (v: unknown): v is S['GameNames'] =>
  typeof v === 'object' && v !== null && ['ko', 'en', 'vi'].every((k) => typeof (v as Record<string, unknown>)[k] === 'string');

/** Names the vendors and groups of bets (one read of the code tables per answer). */
async function namer(q: Q): Promise<(b: BetRowDb) => string> {
  const [vendors, table] = await Promise.all([gameCodesOf(q), codeTable(q)]);
  const groups = table('game');
  return (b) =>
    (b.vendorCode ? vendors.find((v) => v.code === b.vendorCode)?.codeName : undefined) ??
    groups.find((g) => g.code === b.groupKey)?.codeName ??
    b.groupKey;
}

function rowOf(b: BetRowDb, folderCount: number, company: string): S['BetRow'] {
  const settled = b.state !== 'bet';
  const names = isGameNames(b.gameNames) ? b.gameNames : FORM_NAMES[b.form];
  return {
    betIdx: b.betIdx,
    company,
    form: b.form,
    ...(b.vendorCode ? { vendorCode: b.vendorCode } : {}),
    ...(names ? { gameNames: names } : {}),
    gameType: b.groupKey,
    folderCount: Math.max(1, folderCount),
    cash: b.stake,
    winCash: b.winCash,
    revenue: settled && b.state !== 'cancel' && b.state !== 'draw' ? b.winCash - b.stake : 0,
    type: b.state,
    regDate: seoulDateTime(b.placedAt),
  };
}

async function folderCounts(q: Q, betIdxs: number[]): Promise<Map<number, number>> {
  if (betIdxs.length === 0) return new Map();
  const rows = await q
    .select({ betIdx: betFolders.betIdx, n: count() })
    .from(betFolders)
    .where(inArray(betFolders.betIdx, betIdxs))
    .groupBy(betFolders.betIdx);
  return new Map(rows.map((r) => [r.betIdx, r.n]));
}

const archived = (now: Date) => new Date(now.getTime() - ARCHIVE_DAYS * DAY);

export async function betList(q: Q, memId: string, body: S['BetListRequest'], now: Date): Promise<S['BetListData']> {
  const { from, to } = dayRange(now, body.startDate, body.endDate);
  const page = body.page ?? 1;
  const size = body.count_per_list ?? 10;
  const cut = archived(now);
  const where: SQL[] = [eq(bets.memId, memId), gte(bets.placedAt, from), lt(bets.placedAt, to)];
  where.push(body.oldYn === 'Y' ? lt(bets.placedAt, cut) : gte(bets.placedAt, cut));
  if (body.groupKey) where.push(eq(bets.groupKey, body.groupKey));
  if (body.vendorCode) where.push(eq(bets.vendorCode, body.vendorCode));
  const [total, rows, name] = await Promise.all([
    q
      .select({ n: count() })
      .from(bets)
      .where(and(...where)),
    q
      .select()
      .from(bets)
      .where(and(...where))
      .orderBy(desc(bets.placedAt), desc(bets.betIdx))
      .limit(size)
      .offset((page - 1) * size),
    namer(q),
  ]);
  const counts = await folderCounts(
    q,
    rows.map((r) => r.betIdx),
  );
  return {
    list: rows.map((b) => rowOf(b, counts.get(b.betIdx) ?? 1, name(b))),
    pageInfo: { page, count_per_list: size, tatal_list_count: total[0]?.n ?? 0 },
  };
}

/**
 * The member's own bets among `betIdxs` (those another member placed, or none by that number, left
 * out), in the order asked: what a free-board post may carry.
 */
export async function ownBetIdxs(q: Q, memId: string, betIdxs: readonly number[]): Promise<number[]> {
  if (betIdxs.length === 0) return [];
  const rows = await q
    .select({ betIdx: bets.betIdx })
    .from(bets)
    .where(and(eq(bets.memId, memId), inArray(bets.betIdx, [...betIdxs])));
  const own = new Set(rows.map((r) => r.betIdx));
  return [...new Set(betIdxs)].filter((i) => own.has(i));
}

/** The bets a post carries as the betting history shows them (now: a bet settled since shows its result), in the order attached. */
export async function betRowsOf(q: Q, betIdxs: readonly number[]): Promise<S['BetRow'][]> {
  if (betIdxs.length === 0) return [];
  const [rows, name, counts] = await Promise.all([
    q
      .select()
      .from(bets)
      .where(inArray(bets.betIdx, [...betIdxs])),
    namer(q),
    folderCounts(q, [...betIdxs]),
  ]);
  const byIdx = new Map(rows.map((b) => [b.betIdx, b]));
  return betIdxs.flatMap((i) => {
    const b = byIdx.get(i);
    return b ? [rowOf(b, counts.get(i) ?? 1, name(b))] : [];
  });
}

/** One of the member's bets with its folders; null when the member has no such bet. */
export async function betDetail(q: Q, memId: string, betIdx: number): Promise<S['BetDetailData'] | null> {
  const found = await q
    .select()
    .from(bets)
    .where(and(eq(bets.betIdx, betIdx), eq(bets.memId, memId)));
  const bet = found[0];
  if (!bet) return null;
  const [folders, name] = await Promise.all([
    q.select().from(betFolders).where(eq(betFolders.betIdx, betIdx)).orderBy(asc(betFolders.folderIdx)),
    namer(q),
  ]);
  return {
    bet: rowOf(bet, folders.length, name(bet)),
    ...(folders.length ? { totalOdds: bet.totalOdds } : {}),
    folders: folders.map((f) => ({
      folderIdx: f.folderIdx,
      game: f.game,
      ...(f.league ? { league: f.league } : {}),
      ...(f.startAt ? { startDate: seoulDateTime(f.startAt) } : {}),
      market: f.market,
      pick: f.pick,
      odds: f.odds,
      ...(f.score ? { score: f.score } : {}),
      result: f.result === 'bet' ? 'wait' : f.result,
    })),
  };
}

export async function winLose(q: Q, memId: string, body: S['WinLoseRequest'], now: Date): Promise<S['WinLoseData']> {
  const { from, to, last } = dayRange(now, body.startDate, body.endDate);
  const [cash, placed, settled] = await Promise.all([
    q
      .select({ direction: cashRequests.direction, amount: cashRequests.amount, at: cashRequests.processedAt })
      .from(cashRequests)
      .where(
        and(
          eq(cashRequests.memId, memId),
          eq(cashRequests.status, '1'),
          gte(cashRequests.processedAt, from),
          lt(cashRequests.processedAt, to),
        ),
      ),
    q
      .select({ stake: bets.stake, at: bets.placedAt })
      .from(bets)
      .where(and(eq(bets.memId, memId), ne(bets.state, 'cancel'), gte(bets.placedAt, from), lt(bets.placedAt, to))),
    q
      .select({ win: bets.winCash, at: bets.settledAt })
      .from(bets)
      .where(
        and(eq(bets.memId, memId), ne(bets.state, 'cancel'), ne(bets.state, 'bet'), gte(bets.settledAt, from), lt(bets.settledAt, to)),
      ),
  ]);
  const days = new Map<string, S['WinLoseRow']>();
  const day = (at: Date | null) => {
    const date = seoul(at ?? now).date;
    const row = days.get(date) ?? { date, deposit: 0, withdrawal: 0, bet: 0, win: 0, winLose: 0 };
    days.set(date, row);
    return row;
  };
  for (const c of cash) day(c.at)[c.direction === 'in' ? 'deposit' : 'withdrawal'] += c.amount;
  for (const b of placed) day(b.at).bet += b.stake;
  for (const b of settled) day(b.at).win += b.win;
  const list = [...days.values()].sort((a, b) => a.date.localeCompare(b.date)).map((r) => ({ ...r, winLose: r.win - r.bet }));
  const total = list.reduce(
    (t, r) => ({
      ...t,
      deposit: t.deposit + r.deposit,
      withdrawal: t.withdrawal + r.withdrawal,
      bet: t.bet + r.bet,
      win: t.win + r.win,
      winLose: t.winLose + r.winLose,
    }),
    { date: last, deposit: 0, withdrawal: 0, bet: 0, win: 0, winLose: 0 },
  );
  return { list, total };
}
