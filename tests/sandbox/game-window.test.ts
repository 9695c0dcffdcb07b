// The sandbox game window's play token lives exactly as long as the session that launched it
// (domain/games-session.ts): logout, a login elsewhere, a session ended from the security page or
// the console, an exclusion and the session's expiry end the window, and nothing more moves through
// it; a refresh carries it along. Game money a dead window leaves is the member's to merge back.
// And the deal of a round is the server's (domain/games-outcomes.ts): a client choosing round ids cannot
// choose outcomes, and a round id stays the round's idempotency key.
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameLaunches, ledger, members, sessions } from '../../mocks/sandbox/db/schema';
import { SESSION_MS } from '../../mocks/sandbox/domain/members';
import { SLOT_SYMBOLS, slotMultiplier } from '../../mocks/sandbox/domain/games-outcomes';
import { makeMember } from './support/members';
import { checkTheBooks, okData, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const SLOT = { vendorKey: '200', gameType: 'slot', gameKey: 'vs_gatesofolympus' };
const memberRow = async (memId: string) => (await db().select().from(members).where(eq(members.memId, memId)))[0];
const ledgerRows = async (memId: string) => (await db().select({ n: count() }).from(ledger).where(eq(ledger.memId, memId)))[0]?.n ?? 0;
const post = (gameurl: string, action: string, body: unknown = {}) =>
  fetch(`${s.url}${gameurl}/${action}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const launch = async (token: string): Promise<string> => okData(await s.call('gameLaunch', SLOT, { token })).gameurl;

interface Round {
  roundId: string;
  stake: number;
  win: number;
  state: string;
  balance: number;
  repeated: boolean;
  detail: { kind: string; reels: (typeof SLOT_SYMBOLS)[number][]; multiplier: number };
}
const round = async (gameurl: string, body: Record<string, unknown>): Promise<Round> => {
  const res = await post(gameurl, 'round', { stake: 1_000, ...body });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return (await res.json()) as Round;
};

/** Every call the window makes, with the old play token: all refused, and nothing moves. */
async function expectDead(memId: string, gameurl: string) {
  const before = await ledgerRows(memId);
  expect((await post(gameurl, 'round', { roundId: `late-${memId}`, stake: 1_000 })).status).toBe(410);
  expect((await post(gameurl, 'heartbeat')).status).toBe(410);
  expect((await post(gameurl, 'end')).status).toBe(410);
  expect((await fetch(`${s.url}${gameurl}/state`)).status).toBe(410);
  expect((await fetch(`${s.url}${gameurl}`)).status).toBe(410);
  expect(await ledgerRows(memId)).toBe(before);
  expect((await memberRow(memId))?.inGame).toBe(false);
}

describe('the play token dies with its session', () => {
  it('after logout a round, a heartbeat, the end and the page are refused, no money moves, and the game money merges back', async () => {
    await makeMember(s, { memId: 'gw01', cash: 50_000 });
    const token = await s.login('gw01');
    const gameurl = await launch(token);
    expect(await memberRow('gw01')).toMatchObject({ cash: 0, gameMoney: 50_000, inGame: true });
    const played = await round(gameurl, { roundId: 'gw01-1' });
    expect(okData(await s.call('memberLogout', {}, { token })).resultCode).toBe('0');
    await expectDead('gw01', gameurl);
    const [row] = await db()
      .select()
      .from(gameLaunches)
      .where(eq(gameLaunches.token, gameurl.split('/').pop() ?? ''));
    expect(row).toMatchObject({ endedBy: 'session' });
    // the game money is not stranded: the clock's ticker brings it back to cash (domain/games-window.ts)
    await s.sandbox.tick();
    expect(await memberRow('gw01')).toMatchObject({ cash: played.balance, gameMoney: 0, inGame: false });
    const again = await s.login('gw01');
    expect(okData(await s.call('moneyMerge', {}, { token: again }))).toMatchObject({ cashAmt: played.balance, gameMoney: 0 });
  });

  it('a login elsewhere, the console locking the member and an exclusion each end the window', async () => {
    const ways: ((token: string, memId: string) => Promise<unknown>)[] = [
      (_t, memId) => s.login(memId),
      (_t, memId) => s.operator('POST', `/__sandbox/members/${memId}/state`, { state: 'locked' }),
      (t) => s.call('memberExclude', { kind: 'timeout', duration: 'P1D', memPass: 'secret12' }, { token: t }),
    ];
    for (const [i, end] of ways.entries()) {
      const memId = `gw1${i}`;
      await makeMember(s, { memId, cash: 20_000 });
      const token = await s.login(memId);
      const gameurl = await launch(token);
      await round(gameurl, { roundId: `${memId}-1` });
      await end(token, memId);
      await expectDead(memId, gameurl);
    }
  });

  it('ended from the security page by another session of the member', async () => {
    await makeMember(s, { memId: 'gw20', cash: 20_000 });
    const token = await s.login('gw20');
    const gameurl = await launch(token);
    // a second live session of the member (a login would end the first: written straight in)
    const other = `sbx-gw20-other-${Date.now()}`;
    await db().insert(sessions).values({ token: other, memId: 'gw20', createdAt: new Date(), lastSeenAt: new Date() });
    const list = okData(await s.call('memberSessions', {}, { token: other })).list;
    const target = list.find((x) => !x.current);
    expect(okData(await s.call('memberSessionEnd', { sessionId: target?.sessionId ?? '' }, { token: other })).resultCode).toBe('0');
    await expectDead('gw20', gameurl);
  });

  it('a refresh carries the window along, past the old token’s grace; the expiry of the session ends it', async () => {
    await makeMember(s, { memId: 'gw30', cash: 20_000 });
    const token = await s.login('gw30');
    const gameurl = await launch(token);
    const next = okData(await s.call('refreshToken', {}, { token })).token;
    await s.operator('POST', '/__sandbox/clock', { advanceMs: 31_000 });
    await round(gameurl, { roundId: 'gw30-1' });
    expect((await post(gameurl, 'heartbeat')).status).toBe(200);
    expect(okData(await s.call('memberBalance', {}, { token: next })).isPlayGame).toBe('Y');
    // the refreshed session runs out: the window with it
    await s.operator('POST', '/__sandbox/clock', { advanceMs: SESSION_MS + 31_000 });
    await expectDead('gw30', gameurl);
    await s.operator('POST', '/__sandbox/clock', {});
  });

  it('the clock’s ticker ends a dead session’s window with no call from it, so the member is out of the game', async () => {
    await makeMember(s, { memId: 'gw40', cash: 20_000 });
    const token = await s.login('gw40');
    const gameurl = await launch(token);
    await s.call('memberLogout', {}, { token });
    await s.sandbox.tick();
    expect((await memberRow('gw40'))?.inGame).toBe(false);
    const [row] = await db()
      .select()
      .from(gameLaunches)
      .where(and(eq(gameLaunches.memId, 'gw40'), eq(gameLaunches.token, gameurl.split('/').pop() ?? '')));
    expect(row?.endedBy).toBe('session');
  });
});

/** What a deal would be if it were a function of the vendor and the round id alone (sha256 of both). */
const predicted = (vendor: string, roundId: string) => {
  const b = createHash('sha256').update(`${vendor}\u0000${roundId}`).digest();
  return [0, 1, 2].map((i) => SLOT_SYMBOLS[(b[i] ?? 0) % SLOT_SYMBOLS.length]);
};

describe('the deal is the server’s', () => {
  it('chosen round ids do not choose the reels, and what the client says of the outcome is ignored', async () => {
    await makeMember(s, { memId: 'gw50', cash: 1_000_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gw50'));
    const gameurl = await launch(await s.login('gw50'));
    let balance = 1_000_000;
    let foreseen = 0;
    for (let i = 0; i < 30; i++) {
      const roundId = `gw50-${i}`;
      const r = await round(gameurl, { roundId, reels: ['seven', 'seven', 'seven'], multiplier: 20, win: 999_999, seed: 'x' });
      if (JSON.stringify(r.detail.reels) === JSON.stringify(predicted('200', roundId))) foreseen++;
      // the win is what the dealt reels pay, whatever the body said
      expect(r.detail.multiplier).toBe(slotMultiplier(r.detail.reels));
      expect(r.win).toBe(Math.floor(1_000 * r.detail.multiplier));
      balance += r.win - 1_000;
      expect(r.balance).toBe(balance);
    }
    // a pure function of the id would be foreseen every time; a server's deal about 1 in 125
    expect(foreseen).toBeLessThan(5);
    expect((await memberRow('gw50'))?.cash).toBe(balance);
  });

  it('a round id repeated, in the same window or the next launch, answers the first deal and moves nothing', async () => {
    await makeMember(s, { memId: 'gw60', cash: 100_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gw60'));
    const token = await s.login('gw60');
    const first = await round(await launch(token), { roundId: 'gw60-once', stake: 5_000 });
    const rows = await ledgerRows('gw60');
    const again = await round(await launch(token), { roundId: 'gw60-once', stake: 5_000 });
    expect(again).toMatchObject({ repeated: true, win: first.win, balance: first.balance, detail: first.detail });
    expect(await ledgerRows('gw60')).toBe(rows);
    expect((await memberRow('gw60'))?.cash).toBe(first.balance);
  });
});
