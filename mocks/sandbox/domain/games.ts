// Games from state (db/schema-games.ts): the vendors and their games (seeded from the contract's
// game lists) and the launch with every refusal a state produces. A launch starts a game window (a
// game_launches row): the member is in a game (members.inGame, the balance's isPlayGame) until it
// ends — the window says it closed, it goes quiet for IDLE_MS, the session that launched it ends
// (domain/games-session.ts), or the next launch replaces it (the window's life: domain/games-window.ts).
// A member whose money is merged plays from cash; otherwise the launch moves the cash into game money
// and the rounds (domain/games-rounds.ts) play from that, until the money merge brings it back (C009
// while still in a game: domain/cash.ts), or the ticker does when the window ended without the member
// (idle, its session over: returnStrandedMoney).
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { components } from '../../../src/api/generated/schema';
import type { Q, Tx } from '../db/open';
import { gameLaunches, games, gameVendors, members, type VendorState } from '../db/schema';
import { move, type MemberRow } from '../ledger';
import { getSetting } from '../settings';
import { inProgress } from './cash';

type S = components['schemas'];
export type VendorRow = typeof gameVendors.$inferSelect;
export type GameRow = typeof games.$inferSelect;
export type LaunchRow = typeof gameLaunches.$inferSelect;

/** Where the sandbox game is served (the site's dev and preview servers forward this path to the sandbox). */
export const PLAY_PATH = '/__sandbox/play/';

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
