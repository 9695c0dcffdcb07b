// Bets from state: placing one (limits by level, funds, the stake debited through the ledger) and
// settling one (folders decided → the bet's state and what it pays, credited through the ledger).
// Every kind of play uses these two: sports and e-sports slips, mini-game picks and vendor game
// rounds (the seamless wallet), so the betting history, win/lose and the partner settlements read
// one table. Combination rule (the betting guide): the bet is lost as soon as one folder loses; a
// void folder (draw or cancel) counts at odds 1.00; a bet whose folders are all void returns the
// stake (draw, or cancel when every folder was cancelled).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { Q, Tx } from '../db/open';
import { betFolders, bets, type BetState } from '../db/schema';
import { chunks, move, moveMany, type MemberRow } from '../ledger';
import { getSetting, type BetLimit } from '../settings';

export type BetRowDb = typeof bets.$inferSelect;
export type FolderRowDb = typeof betFolders.$inferSelect;

/** A folder as placed: what the member picked, at the price it was taken at. */
export interface NewFolder {
  fixtureId?: string | undefined;
  marketId?: string | undefined;
  key: string;
  odds: number;
  game: string;
  league?: string | undefined;
  startAt?: Date | undefined;
  market: string;
  pick: string;
}

export interface NewBet {
  member: MemberRow;
  groupKey: string;
  gameType: string;
  vendorCode?: string | undefined;
  gameNames?: { ko: string; en: string; vi: string } | undefined;
  form: string;
  roundRef?: string | undefined;
  account?: 'cash' | 'game';
  stake: number;
  folders: NewFolder[];
  now: Date;
}

/** Odds as the site shows them: two decimals. */
export const roundOdds = (odds: number): number => Math.round(odds * 100 + 1e-9) / 100;
/** The combined odds as shown on the slip (the product, rounded once to two decimals). */
export const totalOddsOf = (folders: readonly { odds: number }[]): number => roundOdds(folders.reduce((p, f) => p * f.odds, 1));
/**
 * What a stake returns on folders, in whole won: stake × the combined odds the slip shows (the product
 * rounded to two decimals — the betting guide: 1.85 × 2.10 = 3.885 → 3.89, 10,000 → 38,900), rounded
 * down (the house never pays a fraction). The contract's example says the same (3.79 → 37,900).
 */
export const payout = (stake: number, folders: readonly { odds: number }[]): number => Math.floor(stake * totalOddsOf(folders) + 1e-6);

/** The member level's limits of a kind of bet (a level above the table has the highest one's). */
export async function limitsFor(q: Q, level: number, kind: 'sport' | 'mini'): Promise<BetLimit> {
  const table = await getSetting(q, 'betLimits');
  const levels = Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);
  const at = levels.filter((l) => l <= level).pop() ?? levels[0];
  const row = at === undefined ? undefined : table[String(at)];
  if (!row) throw new Error('sandbox: no betting limits are set');
  return row[kind];
}

/** B6001 / B6002 / B6003 for a stake and its potential win, or null when the level allows it. */
export function limitRefusal(limit: BetLimit, stake: number, potentialWin: number): ErrorCode | null {
  if (stake < limit.minBet) return 'B6001';
  if (stake > limit.maxBet) return 'B6002';
  if (potentialWin > limit.maxWin) return 'B6003';
  return null;
}

/**
 * B1002 for a member whose betting is locked (the operator's hold, or the member's state), B1001 for
 * one without betting permission (a partner, or one the operator banned from betting).
 */
export function memberRefusal(member: MemberRow): ErrorCode | null {
  if (member.betBlock === 'locked' || member.state === 'locked') return 'B1002';
  if (member.betBlock === 'banned' || member.partnerType) return 'B1001';
  return null;
}

/**
 * Writes the bet and its folders and debits the stake (inside the caller's transaction, with the
 * member's row locked). Throws InsufficientFunds when the account cannot pay it (B6000 for the caller).
 */
export async function placeBet(tx: Tx, b: NewBet): Promise<{ bet: BetRowDb; balance: number }> {
  const totalOdds = b.folders.length > 0 ? totalOddsOf(b.folders) : 1;
  const [bet] = await tx
    .insert(bets)
    .values({
      memId: b.member.memId,
      groupKey: b.groupKey,
      gameType: b.gameType,
      vendorCode: b.vendorCode ?? null,
      gameNames: b.gameNames ?? null,
      form: b.form,
      roundRef: b.roundRef ?? null,
      account: b.account ?? 'cash',
      stake: b.stake,
      totalOdds,
      potentialWin: b.folders.length > 0 ? payout(b.stake, b.folders) : 0,
      placedAt: b.now,
    })
    .returning();
  if (!bet) throw new Error('sandbox: the bet was not written');
  if (b.folders.length > 0) {
    await tx.insert(betFolders).values(
      b.folders.map((f, i) => ({
        betIdx: bet.betIdx,
        folderIdx: i + 1,
        fixtureId: f.fixtureId ?? null,
        marketId: f.marketId ?? null,
        key: f.key,
        odds: f.odds,
        game: f.game,
        league: f.league ?? null,
        startAt: f.startAt ?? null,
        market: f.market,
        pick: f.pick,
      })),
    );
  }
  const balance = await move(tx, {
    memId: b.member.memId,
    account: bet.account,
    amount: -b.stake,
    reason: 'bet-placed',
    txId: `bet:${bet.betIdx}`,
  });
  return { bet, balance };
}

/** The bet's state and payout from its folders' results; null while it still waits on one. */
export function outcomeOf(
  bet: Pick<BetRowDb, 'stake'>,
  folders: readonly Pick<FolderRowDb, 'odds' | 'result'>[],
): { state: BetState; winCash: number } | null {
  if (folders.some((f) => f.result === 'lose')) return { state: 'lose', winCash: 0 };
  if (folders.some((f) => f.result === 'bet')) return null;
  if (folders.every((f) => f.result === 'cancel')) return { state: 'cancel', winCash: bet.stake };
  const won = folders.filter((f) => f.result === 'win');
  if (won.length === 0) return { state: 'draw', winCash: bet.stake };
  return { state: 'win', winCash: payout(bet.stake, won) };
}

/** Marks the bet settled and credits what it pays (once: a settled bet is left as it is). */
async function close(tx: Tx, bet: BetRowDb, state: BetState, winCash: number, now: Date): Promise<BetRowDb> {
  const [row] = await tx
    .update(bets)
    .set({ state, winCash, settledAt: now })
    .where(and(eq(bets.betIdx, bet.betIdx), eq(bets.state, 'bet')))
    .returning();
  if (!row) return bet;
  if (winCash > 0) {
    await move(tx, {
      memId: bet.memId,
      account: bet.account,
      amount: winCash,
      reason: state === 'win' ? 'bet-won' : state === 'draw' ? 'bet-void' : 'bet-cancelled',
      txId: `bet:${bet.betIdx}`,
    });
  }
  return row;
}

/** Locks an open bet for settling; undefined when it is settled already or not there. */
async function lockOpen(tx: Tx, betIdx: number): Promise<BetRowDb | undefined> {
  const rows = await tx
    .select()
    .from(bets)
    .where(and(eq(bets.betIdx, betIdx), eq(bets.state, 'bet')))
    .for('update');
  return rows[0];
}

export interface FolderResult {
  folderIdx: number;
  result: Exclude<BetState, 'bet'>;
  score?: string | undefined;
}

/**
 * Records folders' results and settles the bet when they decide it (a lost folder at once, otherwise
 * when every folder is known). A folder still waiting gets its result on a settled bet too. Returns
 * the bet as it is after (settled or still open).
 */
export async function settleFolders(tx: Tx, betIdx: number, results: readonly FolderResult[], now: Date): Promise<BetRowDb | undefined> {
  const bet = await lockOpen(tx, betIdx);
  // a folder gets its own result and score whatever the bet's state (a lost folder settled it already)
  for (const r of results) {
    await tx
      .update(betFolders)
      .set({ result: r.result, ...(r.score === undefined ? {} : { score: r.score }) })
      .where(and(eq(betFolders.betIdx, betIdx), eq(betFolders.folderIdx, r.folderIdx), eq(betFolders.result, 'bet')));
  }
  if (!bet) return undefined;
  const folders = await tx.select().from(betFolders).where(eq(betFolders.betIdx, betIdx)).orderBy(asc(betFolders.folderIdx));
  const outcome = outcomeOf(bet, folders);
  return outcome ? close(tx, bet, outcome.state, outcome.winCash, now) : bet;
}

/** A folder's result within a batch: which bet and folder, and how it ended. */
export interface BetFolderResult extends FolderResult {
  betIdx: number;
}

/**
 * `settleFolders` for many bets at once (a drawn round, a fixture's result): the open ones locked,
 * the folders' results written in bulk, each decided bet closed and its payout credited through the
 * ledger in bulk (`moveMany`). The same outcome, rows and sums as settling them one by one; bets
 * settled already keep their state and payout, their folders still waiting get their results (a
 * combination lost on one folder shows each other folder's result and score). Returns the bets it closed.
 */
export async function settleMany(tx: Tx, results: readonly BetFolderResult[], now: Date): Promise<BetRowDb[]> {
  const ids = [...new Set(results.map((r) => r.betIdx))];
  const open: BetRowDb[] = [];
  for (const part of chunks(ids))
    open.push(
      ...(await tx
        .select()
        .from(bets)
        .where(and(inArray(bets.betIdx, part), eq(bets.state, 'bet')))
        .orderBy(asc(bets.betIdx))
        .for('update')),
    );
  const isOpen = new Set(open.map((b) => b.betIdx));
  // every folder gets its own result and score, also on a bet its lost folder settled already
  for (const part of chunks(results)) {
    const values = sql.join(
      part.map((r) => sql`(${r.betIdx}::bigint, ${r.folderIdx}::int, ${r.result}, ${r.score ?? null}::text)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${betFolders} set result = v.result, score = coalesce(v.score, ${betFolders.score}) from (values ${values}) as v(bet_idx, folder_idx, result, score) where ${betFolders.betIdx} = v.bet_idx and ${betFolders.folderIdx} = v.folder_idx and ${betFolders.result} = 'bet'`,
    );
  }
  if (open.length === 0) return [];
  const folders = new Map<number, FolderRowDb[]>();
  for (const part of chunks([...isOpen]))
    for (const f of await tx.select().from(betFolders).where(inArray(betFolders.betIdx, part)))
      folders.set(f.betIdx, [...(folders.get(f.betIdx) ?? []), f]);
  const closed: BetRowDb[] = [];
  for (const bet of open) {
    const outcome = outcomeOf(bet, folders.get(bet.betIdx) ?? []);
    if (outcome) closed.push({ ...bet, state: outcome.state, winCash: outcome.winCash, settledAt: now });
  }
  for (const part of chunks(closed)) {
    const values = sql.join(
      part.map((b) => sql`(${b.betIdx}::bigint, ${b.state}, ${b.winCash}::bigint)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${bets} set state = v.state, win_cash = v.win_cash, settled_at = ${now} from (values ${values}) as v(bet_idx, state, win_cash) where ${bets.betIdx} = v.bet_idx`,
    );
  }
  await moveMany(
    tx,
    closed
      .filter((b) => b.winCash > 0)
      .map((b) => ({
        memId: b.memId,
        account: b.account,
        amount: b.winCash,
        reason: b.state === 'win' ? 'bet-won' : b.state === 'draw' ? 'bet-void' : 'bet-cancelled',
        txId: `bet:${b.betIdx}`,
      })),
  );
  return closed;
}

/** Settles a vendor game round's bet with the amount the game paid (0 = lost; the stake back = draw). */
export async function settleWithAmount(tx: Tx, betIdx: number, winCash: number, now: Date): Promise<BetRowDb | undefined> {
  const bet = await lockOpen(tx, betIdx);
  if (!bet) return undefined;
  const state: BetState = winCash === 0 ? 'lose' : winCash === bet.stake ? 'draw' : 'win';
  return close(tx, bet, state, winCash, now);
}

/** Cancels open bets (the operator voids a round or a fixture): the stake goes back. */
export async function cancelBets(tx: Tx, betIdxs: readonly number[], now: Date): Promise<number> {
  if (betIdxs.length === 0) return 0;
  const open = await tx
    .select()
    .from(bets)
    .where(and(inArray(bets.betIdx, [...betIdxs]), eq(bets.state, 'bet')))
    .for('update');
  for (const bet of open) {
    await tx
      .update(betFolders)
      .set({ result: 'cancel' })
      .where(and(eq(betFolders.betIdx, bet.betIdx), eq(betFolders.result, 'bet')));
    await close(tx, bet, 'cancel', bet.stake, now);
  }
  return open.length;
}
