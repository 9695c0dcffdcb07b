// A game window's life (docs/rules.md#states: the game window): the launch behind a play token while
// it may be played, its heartbeat and its close, and the ticker's part — windows quiet for IDLE_MS or
// whose session ended (domain/games-session.ts) end, and the game money of a member who left them that
// way comes back to cash (returnStrandedMoney). An ended window's token is refused for every call.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { Db, Q, Tx } from '../db/open';
import { gameLaunches, games, gameVendors, members } from '../db/schema';
import { lockMember, move, type MemberRow } from '../ledger';
import { inProgress } from './cash';
import { endLaunches, type GameRow, type LaunchRow, type VendorRow } from './games';
import { sessionChainLive } from './games-session';

/** A game window with no round and no heartbeat for this long is over (the ticker ends it). */
export const IDLE_MS = 120_000;

/** A call through a play token refused: its HTTP status, why, and the contract's code where it has one. */
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
