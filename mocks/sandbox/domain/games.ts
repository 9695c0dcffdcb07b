// Games from state (db/schema-games.ts): the vendors and their games (seeded from the contract's
// game lists), the launch with every refusal a state produces, and the sandbox game's rounds: each
// one bet of the betting core (placeBet, then settleWithAmount), idempotent by the vendor's round id
// like a seamless-wallet integration; what a round deals is the server's own draw (crypto), never a
// function of what the client sends. A launch starts a game window (a game_launches row): the member
// is in a game (members.inGame, the balance's isPlayGame) until it ends — the window says it closed,
// it goes quiet for IDLE_MS, the session that launched it ends (domain/games-session.ts; both by the
// ticker below, and at once on the window's next call), or the next launch replaces it. An ended
// window's token is refused for every call. A member whose money is merged plays from cash;
// otherwise the launch moves the cash into game money and the rounds play from that, until the
// money merge brings it back (C009 while still in a game: domain/cash.ts), or the ticker does when the
// window ended without the member (idle, its session over: returnStrandedMoney).
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { components } from '../../../src/api/generated/schema';
import type { Db, Q, Tx } from '../db/open';
import { gameLaunches, gameRounds, games, gameVendors, members, type VendorState } from '../db/schema';
import { InsufficientFunds, lockMember, move, type MemberRow } from '../ledger';
import { getSetting } from '../settings';
import { placeBet, settleWithAmount } from './bets';
import { inProgress } from './cash';
import { sessionChainLive } from './games-session';

type S = components['schemas'];
export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type LaunchRow = typeof gameLaunches.$inferSelect;

/** A game window with no round and no heartbeat for this long is over (the ticker ends it). */
export const IDLE_MS = 120_000;
/** Where the sandbox game is served (the site's dev and preview servers forward this path to the sandbox). */
export const PLAY_PATH = '/__sandbox/play/';
/** A round's stake: whole won, at least MIN_STAKE, at most MAX_STAKE. */
export const MIN_STAKE = 1_000;
export const MAX_STAKE = 5_000_000;

/** The code a vendor's state answers at launch (null: it launches). */
export const VENDOR_REFUSALS: Record<Exclude<VendorState, 'ok'>, ErrorCode> = {
  'cannot-run': 'B0092',
  'no-credit': 'B0099',
  blocked: '2000',
  error: '9999',
};

const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** A game as the lobby lists it (GameListEntry). */
export function gameEntry(g: GameRow): S['GameListEntry'] {
  return {
    id: g.id,
    key: g.key,
    image: g.image,
    vendorKey: g.vendorCode,
    gameType: g.gameType,
    names: g.names,
    isNew: yn(g.isNew),
    isPopular: yn(g.isPopular),
    ...(g.portrait ? { portrait: 'Y' as const } : {}),
  };
}

export async function vendorOf(q: Q, code: string): Promise<VendorRow | undefined> {
  return (await q.select().from(gameVendors).where(eq(gameVendors.code, code)))[0];
}

/**
 * The lobby of a vendor: its enabled games in order; code 0 (the KPlay slot lobby) every enabled slot
 * vendor's. Null when the vendor is unknown or switched off (B0091).
 */
export async function vendorGames(q: Q, vendorCode: string): Promise<S['GameListEntry'][] | null> {
  const vendor = await vendorOf(q, vendorCode);
  if (!vendor?.enabled) return null;
  const rows = await q
    .select({ g: games })
    .from(games)
    .innerJoin(gameVendors, eq(games.vendorCode, gameVendors.code))
    .where(
      and(
        eq(games.enabled, true),
        eq(gameVendors.enabled, true),
        vendorCode === '0' ? and(eq(gameVendors.groupCode, 'slot'), ne(gameVendors.code, '0')) : eq(games.vendorCode, vendorCode),
      ),
    )
    .orderBy(asc(gameVendors.ord), asc(games.ord));
  return rows.map((r) => gameEntry(r.g));
}

/** The launch's refusals from state, in order: who plays (and whether their money is free), then the vendor, then the game. */
export async function launchRefusal(
  q: Q,
  member: MemberRow,
  req: { vendorKey: string; gameKey: string },
): Promise<{ code: ErrorCode; msg?: string } | { vendor: VendorRow; game: GameRow }> {
  if (member.partnerType) return { code: 'B0095' };
  if (member.betBlock === 'locked' || member.state === 'locked') return { code: 'B1002' };
  // money cannot go to a game (nor come back by the merge) while a deposit or withdrawal is open
  if ((await inProgress(q, member.memId, 'in')) || (await inProgress(q, member.memId, 'out'))) return { code: 'F001' };
  const vendor = await vendorOf(q, req.vendorKey);
  if (!vendor?.enabled) return { code: 'B0091', msg: vendor ? `vendor ${vendor.code} is switched off` : `no vendor ${req.vendorKey}` };
  // code 0 is the slot lobby of every slot vendor: its games launch at their own vendor
  const game = (
    await q
      .select()
      .from(games)
      .where(and(eq(games.key, req.gameKey), vendor.code === '0' ? undefined : eq(games.vendorCode, vendor.code)))
  )[0];
  if (!game?.enabled) return { code: 'B0091', msg: `no game ${req.gameKey} at vendor ${vendor.code}` };
  const own = game.vendorCode === vendor.code ? vendor : await vendorOf(q, game.vendorCode);
  if (!own?.enabled) return { code: 'B0091', msg: `vendor ${game.vendorCode} is switched off` };
  if (await getSetting(q, 'gamesDown')) return { code: 'B0092', msg: 'games are down (LOCK_BET_YN)' };
  for (const v of [vendor, own]) if (v.state !== 'ok') return { code: VENDOR_REFUSALS[v.state] };
  return { vendor: own, game };
}

/** Ends the member's live game windows (all, or one); the member is out of the game when none is left. */
export async function endLaunches(tx: Tx, memId: string, by: string, now: Date, token?: string): Promise<number> {
  const ended = await tx
    .update(gameLaunches)
    .set({ endedAt: now, endedBy: by })
    .where(and(eq(gameLaunches.memId, memId), isNull(gameLaunches.endedAt), token ? eq(gameLaunches.token, token) : undefined))
    .returning({ token: gameLaunches.token });
  const live = await tx
    .select({ token: gameLaunches.token })
    .from(gameLaunches)
    .where(and(eq(gameLaunches.memId, memId), isNull(gameLaunches.endedAt)));
  if (live.length === 0) await tx.update(members).set({ inGame: false }).where(eq(members.memId, memId));
  return ended.length;
}

/**
 * Starts a game window for the member (row locked by the caller): the previous one ends, the money
 * goes where the rounds play from, the member is in a game. Returns the launch's token.
 */
export async function startLaunch(tx: Tx, member: MemberRow, game: GameRow, sessionToken: string, now: Date): Promise<LaunchRow> {
  await endLaunches(tx, member.memId, 'replaced', now);
  const token = randomBytes(18).toString('base64url');
  const account = member.moneyMerged ? 'cash' : 'game';
  if (account === 'game' && member.cash > 0) {
    const txId = `game:${token}`;
    await move(tx, { memId: member.memId, account: 'cash', amount: -member.cash, reason: 'game-transfer', txId });
    await move(tx, { memId: member.memId, account: 'game', amount: member.cash, reason: 'game-transfer', txId });
  }
  await tx.update(members).set({ inGame: true }).where(eq(members.memId, member.memId));
  const [row] = await tx
    .insert(gameLaunches)
    .values({
      token,
      memId: member.memId,
      vendorCode: game.vendorCode,
      gameId: game.id,
      account,
      sessionToken,
      startedAt: now,
      lastSeenAt: now,
    })
    .returning();
  if (!row) throw new Error('sandbox: the launch was not written');
  return row;
}

// ---- the sandbox game: outcomes ------------------------------------------------------------------

/** The game window a game opens: a slot machine, or a baccarat table (live and hotel tables, e-sports). */
export const playKindOf = (gameType: string): 'slot' | 'baccarat' =>
  ['slot', 'fishing', 'virtual'].includes(gameType) ? 'slot' : 'baccarat';

/** A draw of the deal: a whole number from 0 to n - 1. The server's is crypto's randomInt (SERVER_DEAL). */
export type Deal = (n: number) => number;
export const SERVER_DEAL: Deal = (n) => randomInt(n);

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven'] as const;
/** Three of a kind pays this many times the stake; two of a kind on the first reels pays PAIR_PAYS. */
export const SLOT_PAYS: Record<(typeof SLOT_SYMBOLS)[number], number> = { cherry: 3, lemon: 4, bell: 6, star: 10, seven: 20 };
export const PAIR_PAYS = 1.5;

export interface SlotOutcome {
  reels: (typeof SLOT_SYMBOLS)[number][];
  multiplier: number;
}

/** The reels of a round, drawn from the deal (a repeat of the round answers what was stored). */
export function slotOutcome(deal: Deal): SlotOutcome {
  const reels = [0, 1, 2].map(() => SLOT_SYMBOLS[deal(SLOT_SYMBOLS.length)] ?? 'cherry');
  return { reels, multiplier: slotMultiplier(reels) };
}

/** What three reels pay, times the stake: three of a kind its SLOT_PAYS, a pair on the first two PAIR_PAYS. */
export function slotMultiplier(reels: readonly SlotOutcome['reels'][number][]): number {
  const [a, c, d] = reels;
  if (a === undefined) return 0;
  return a === c && c === d ? SLOT_PAYS[a] : a === c ? PAIR_PAYS : 0;
}

export const BACCARAT_PICKS = ['player', 'banker', 'tie'] as const;
export type BaccaratPick = (typeof BACCARAT_PICKS)[number];
/** A baccarat pick's word in each language, for the bet's names (BetRow.gameNames, docs/rules.md#names). */
const BACCARAT_WORDS: Record<BaccaratPick, { ko: string; en: string; vi: string }> = {
  player: { ko: '플레이어', en: 'Player', vi: 'Con' },
  banker: { ko: '뱅커', en: 'Banker', vi: 'Cái' },
  tie: { ko: '타이', en: 'Tie', vi: 'Hòa' },
};

/** What a winning pick returns, stake included (player 1:1, banker 1:1 less 5 %, tie 8:1). */
export const BACCARAT_PAYS: Record<BaccaratPick, number> = { player: 2, banker: 1.95, tie: 9 };

export interface BaccaratOutcome {
  /** Cards 1–13 (A … K). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratPick;
}

const point = (card: number): number => (card >= 10 ? 0 : card);
const total = (cards: number[]): number => cards.reduce((s, c) => s + point(c), 0) % 10;

/** The hands of a round by the tableau (third-card rules), the cards drawn from the deal. */
export function baccaratOutcome(deal: Deal): BaccaratOutcome {
  const draw = () => deal(13) + 1;
  const player = [draw(), draw()];
  const banker = [draw(), draw()];
  if (total(player) < 8 && total(banker) < 8) {
    let third: number | undefined;
    if (total(player) <= 5) {
      third = draw();
      player.push(third);
    }
    const bt = total(banker);
    const p3 = third === undefined ? undefined : point(third);
    const bankerDraws =
      p3 === undefined
        ? bt <= 5
        : bt <= 2 ||
          (bt === 3 && p3 !== 8) ||
          (bt === 4 && p3 >= 2 && p3 <= 7) ||
          (bt === 5 && p3 >= 4 && p3 <= 7) ||
          (bt === 6 && p3 >= 6 && p3 <= 7);
    if (bankerDraws) banker.push(draw());
  }
  const pt = total(player);
  const bt = total(banker);
  return { player, banker, playerTotal: pt, bankerTotal: bt, winner: pt > bt ? 'player' : bt > pt ? 'banker' : 'tie' };
}

/** What a round pays on a stake (whole won, rounded down): a tie gives a player or banker bet its stake back. */
export function roundPays(
  kind: 'slot' | 'baccarat',
  deal: Deal,
  stake: number,
  pick: BaccaratPick,
): { win: number; detail: Record<string, unknown> } {
  if (kind === 'slot') {
    const o = slotOutcome(deal);
    return { win: Math.floor(stake * o.multiplier), detail: { kind, ...o } };
  }
  const o = baccaratOutcome(deal);
  const win = o.winner === pick ? Math.floor(stake * BACCARAT_PAYS[pick]) : o.winner === 'tie' ? stake : 0;
  return { win, detail: { kind, pick, ...o } };
}

// ---- the sandbox game: rounds --------------------------------------------------------------------

export interface RoundAnswer {
  roundId: string;
  stake: number;
  win: number;
  /** Bet state of the round: win, lose or draw (the stake back). */
  state: string;
  betIdx: number;
  detail: unknown;
  /** The account the round played from, and its balance after. */
  account: 'cash' | 'game';
  balance: number;
  /** A repeat of a round id already played: the first result, nothing moved. */
  repeated: boolean;
}

export type RoundRefusal = { status: number; error: string; code?: ErrorCode };

export interface LaunchView {
  launch: LaunchRow;
  game: GameRow;
  vendor: VendorRow;
  member: MemberRow;
}

/** A launch with its game, vendor and member (undefined for an unknown token). */
export async function launchView(q: Q, token: string): Promise<LaunchView | undefined> {
  const rows = await q
    .select()
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, gameLaunches.vendorCode))
    .innerJoin(members, eq(members.memId, gameLaunches.memId))
    .where(eq(gameLaunches.token, token));
  const r = rows[0];
  return r && { launch: r.game_launches, game: r.games, vendor: r.game_vendors, member: r.members };
}

/** Why a play token answers nothing: unknown, or its window is over. */
export type DeadLaunch = 'unknown' | 'ended';

/**
 * The launch of a play token while it may be played. A live launch whose session ended ends here
 * (endedBy 'session'), so no call goes through a dead session's window, even before the ticker.
 */
export async function liveLaunch(tx: Tx, token: string, now: Date): Promise<LaunchView | DeadLaunch> {
  const view = await launchView(tx, token);
  if (!view) return 'unknown';
  if (view.launch.endedAt) return 'ended';
  if (await sessionChainLive(tx, view.launch.sessionToken, now)) return view;
  await lockMember(tx, view.launch.memId);
  await endLaunches(tx, view.launch.memId, 'session', now, token);
  return 'ended';
}

/** Runs `run` on the live launch of a play token in one transaction, or answers why there is none. */
export async function withLiveLaunch<A>(
  db: Db,
  token: string,
  now: Date,
  run: (tx: Tx, view: LaunchView) => Promise<A>,
): Promise<A | DeadLaunch> {
  return db.transaction(async (tx) => {
    const found = await liveLaunch(tx, token, now);
    return typeof found === 'string' ? found : run(tx, found);
  });
}

/** The refusal of a call through a play token that has no live window. */
export const deadRefusal = (why: DeadLaunch): RoundRefusal =>
  why === 'unknown'
    ? { status: 404, error: 'no such game window' }
    : { status: 410, error: 'this game window has ended (closed, idle, replaced, or its session ended)' };

const balanceOf = (m: MemberRow, account: 'cash' | 'game'): number => (account === 'cash' ? m.cash : m.gameMoney);

/**
 * Plays one round of a game window: a repeat of a round id the vendor has seen answers the first
 * result; otherwise the stake is a bet (placeBet) settled at once with what the deal pays.
 */
export async function playRound(
  db: Db,
  token: string,
  req: { roundId: unknown; stake: unknown; pick?: unknown },
  now: Date,
): Promise<RoundAnswer | RoundRefusal> {
  if (typeof req.roundId !== 'string' || !/^[\w.:-]{1,64}$/.test(req.roundId))
    return { status: 400, error: 'roundId: 1–64 letters, digits, . : _ -' };
  const roundId = req.roundId;
  return db.transaction(async (tx): Promise<RoundAnswer | RoundRefusal> => {
    const view = await liveLaunch(tx, token, now);
    if (typeof view === 'string') return deadRefusal(view);
    const { launch, game, vendor } = view;
    const member = await lockMember(tx, launch.memId);
    if (!member) return { status: 404, error: 'no such member' };
    const seen = (
      await tx
        .select()
        .from(gameRounds)
        .where(and(eq(gameRounds.vendorCode, vendor.code), eq(gameRounds.roundId, roundId)))
    )[0];
    if (seen) {
      if (seen.memId !== member.memId) return { status: 409, error: `round ${roundId} of vendor ${vendor.code} is another member's` };
      return {
        roundId,
        stake: seen.stake,
        win: seen.win,
        state: seen.win === 0 ? 'lose' : seen.win === seen.stake ? 'draw' : 'win',
        betIdx: seen.betIdx,
        detail: seen.detail,
        account: launch.account,
        balance: seen.balanceAfter,
        repeated: true,
      };
    }
    if (member.betBlock === 'locked' || member.state === 'locked')
      return { status: 409, error: 'the member may not bet now', code: 'B1002' };
    if (!vendor.enabled || !game.enabled) return { status: 409, error: 'the game was switched off', code: 'B0091' };
    if (vendor.state !== 'ok') return { status: 409, error: `the vendor is ${vendor.state}`, code: VENDOR_REFUSALS[vendor.state] };
    const stake = req.stake;
    if (typeof stake !== 'number' || !Number.isSafeInteger(stake) || stake < MIN_STAKE || stake > MAX_STAKE)
      return { status: 400, error: `stake: whole won from ${MIN_STAKE} to ${MAX_STAKE}` };
    const kind = playKindOf(game.gameType);
    const pick: BaccaratPick = (BACCARAT_PICKS as readonly unknown[]).includes(req.pick) ? (req.pick as BaccaratPick) : 'player';
    if (kind === 'baccarat' && req.pick !== undefined && req.pick !== pick) return { status: 400, error: 'pick: player, banker or tie' };
    const { win, detail } = roundPays(kind, SERVER_DEAL, stake, pick);
    const title = { ko: game.names.ko, en: game.names.en ?? game.names.ko, vi: game.names.vi ?? game.names.en ?? game.names.ko };
    // a baccarat hand is named with its pick, in each language
    const word = kind === 'baccarat' ? BACCARAT_WORDS[pick] : undefined;
    const names = word ? { ko: `${title.ko} · ${word.ko}`, en: `${title.en} · ${word.en}`, vi: `${title.vi} · ${word.vi}` } : title;
    let betIdx: number;
    try {
      const placed = await placeBet(tx, {
        member,
        groupKey: vendor.groupCode,
        gameType: game.key,
        vendorCode: vendor.code,
        gameNames: names,
        form: names.ko,
        roundRef: `${vendor.code}:${roundId}`,
        account: launch.account,
        stake,
        folders: [],
        now,
      });
      betIdx = placed.bet.betIdx;
    } catch (err) {
      if (err instanceof InsufficientFunds) return { status: 402, error: 'not enough money for this stake' };
      throw err;
    }
    const settled = await settleWithAmount(tx, betIdx, win, now);
    const after = await lockMember(tx, member.memId);
    const balance = after ? balanceOf(after, launch.account) : 0;
    await tx.insert(gameRounds).values({
      vendorCode: vendor.code,
      roundId,
      token,
      memId: member.memId,
      betIdx,
      stake,
      win,
      detail,
      balanceAfter: balance,
      playedAt: now,
    });
    await tx.update(gameLaunches).set({ lastSeenAt: now }).where(eq(gameLaunches.token, token));
    return { roundId, stake, win, state: settled?.state ?? 'lose', betIdx, detail, account: launch.account, balance, repeated: false };
  });
}

/** The game window's heartbeat: it is still open. */
export const touchLaunch = (db: Db, token: string, now: Date): Promise<true | DeadLaunch> =>
  withLiveLaunch(db, token, now, async (tx) => {
    await tx.update(gameLaunches).set({ lastSeenAt: now }).where(eq(gameLaunches.token, token));
    return true as const;
  });

/** The game window says it closed: its launch ends. */
export const endWindow = (db: Db, token: string, now: Date): Promise<true | DeadLaunch> =>
  withLiveLaunch(db, token, now, async (tx, { launch }) => {
    await lockMember(tx, launch.memId);
    await endLaunches(tx, launch.memId, 'closed', now, token);
    return true as const;
  });

/** The game window closed: its launch ends (the member is out of the game when no other is live). */
export async function closeLaunch(db: Db, token: string, by: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const launch = (await tx.select().from(gameLaunches).where(eq(gameLaunches.token, token)))[0];
    if (!launch) return false;
    await lockMember(tx, launch.memId);
    await endLaunches(tx, launch.memId, by, now, token);
    return true;
  });
}

/** How a window ends without the member (quiet for IDLE_MS, its session over): the game money comes back by itself. */
const UNATTENDED_ENDS = ['idle', 'session'];

/**
 * The game money of members out of every game whose last window ended without them (UNATTENDED_ENDS)
 * back to cash (the merge's move, by the server; txId by that launch's token): a browser closed on a
 * game must not strand the money there. Kept while a deposit or withdrawal is open (F001, as the
 * merge: domain/cash.ts) and taken on a later tick. Answers how many members got their money back.
 */
export async function returnStrandedMoney(db: Db): Promise<number> {
  const stranded = await db
    .select({ memId: members.memId })
    .from(members)
    .where(and(gt(members.gameMoney, 0), eq(members.inGame, false)));
  let returned = 0;
  for (const { memId } of stranded) {
    const done = await db.transaction(async (tx) => {
      const member = await lockMember(tx, memId);
      if (!member || member.inGame || member.gameMoney <= 0) return null;
      const [last] = await tx
        .select({ token: gameLaunches.token, endedBy: gameLaunches.endedBy })
        .from(gameLaunches)
        .where(eq(gameLaunches.memId, memId))
        .orderBy(desc(gameLaunches.startedAt))
        .limit(1);
      if (!last?.endedBy || !UNATTENDED_ENDS.includes(last.endedBy)) return null;
      if ((await inProgress(tx, memId, 'in')) || (await inProgress(tx, memId, 'out'))) return null;
      const txId = `return:${last.token}`;
      await move(tx, { memId, account: 'game', amount: -member.gameMoney, reason: 'money-merge', txId });
      await move(tx, { memId, account: 'cash', amount: member.gameMoney, reason: 'money-merge', txId });
      return true;
    });
    if (done) returned++;
  }
  return returned;
}

// Game windows that went quiet (closed without saying so) end after IDLE_MS on the sandbox clock,
// and those whose session ended (domain/games-session.ts) at once: the member is out of the game,
// and the game money back in cash (returnStrandedMoney; the ticker's CASH push tells the member's open
// pages: money-push.ts).
/** Closes the launches idle too long or whose session ended, and returns stranded game money (the games:idle ticker). */
export async function closeIdleLaunches(db: Db, now: Date): Promise<void> {
  const live = await db
    .select({ token: gameLaunches.token, lastSeenAt: gameLaunches.lastSeenAt, sessionToken: gameLaunches.sessionToken })
    .from(gameLaunches)
    .where(isNull(gameLaunches.endedAt));
  for (const l of live) {
    if (l.lastSeenAt.getTime() < now.getTime() - IDLE_MS) await closeLaunch(db, l.token, 'idle', now);
    else if (!(await sessionChainLive(db, l.sessionToken, now))) await closeLaunch(db, l.token, 'session', now);
  }
  await returnStrandedMoney(db);
}
