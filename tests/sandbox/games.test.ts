// Games from state (domain/games.ts): the lobbies and the launch from the vendors' tables, every launch
// refusal from the state that produces it, the sandbox game's rounds through the ledger (idempotent by
// round id), in a game while the window lives, the money merge around it, the console's routes and
// the main page's game boards.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, members } from '../../mocks/sandbox/db/schema';
import { BACCARAT_PAYS, slotMultiplier, type BaccaratPick } from '../../mocks/sandbox/domain/games-outcomes';
import { IDLE_MS } from '../../mocks/sandbox/domain/games-window';
import { listen } from './support/push';
import { makeMember } from './support/members';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const memberRow = async (memId: string) => (await db().select().from(members).where(eq(members.memId, memId)))[0];
const SLOT = { vendorKey: '200', gameType: 'slot', gameKey: 'vs_gatesofolympus' };
const TABLE = { vendorKey: '1', gameType: 'live', gameKey: 'evo_speedbaccarata' };

interface RoundAnswer {
  roundId: string;
  win: number;
  balance: number;
  state: string;
  account: string;
  repeated: boolean;
  detail: { reels: Parameters<typeof slotMultiplier>[0]; winner: BaccaratPick };
}

async function launch(token: string, game = SLOT) {
  return s.call('gameLaunch', game, { token });
}
const tokenOf = (gameurl: string) => gameurl.split('/').pop() ?? '';
const play = (gameurl: string, body: unknown) =>
  fetch(`${s.url}${gameurl}/round`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const vendor = (code: string, state: string) => s.operator('POST', `/__sandbox/games/vendors/${code}`, { state });

describe('the lobbies', () => {
  it('answers a vendor’s games from state, code 0 every slot vendor’s; a vendor or a game switched off leaves', async () => {
    const token = await s.login('tester01');
    const evo = okData(await s.call('gameList', { vendorCode: '1' }, { token }));
    expect(evo).toHaveLength(10);
    expect(evo[0]).toMatchObject({ id: '1-1', key: 'evo_lightningroulette', vendorKey: '1', gameType: 'live', isNew: 'Y' });
    expect(evo[0]?.names).toEqual({ ko: '라이트닝 룰렛', en: 'Lightning Roulette', vi: 'Roulette Tia Chớp' });
    const all = okData(await s.call('gameList', { vendorCode: '0' }, { token }));
    const pragmatic = okData(await s.call('gameList', { vendorCode: '200' }, { token }));
    expect(all.length).toBeGreaterThan(pragmatic.length);
    expect(new Set(all.map((g) => g.vendorKey)).has('200')).toBe(true);
    expect(okData(await s.call('gameList', { vendorCode: '9' }, { token })).every((g) => g.portrait === 'Y')).toBe(true);
    expect(okData(await s.call('gameList', { vendorCode: '401' }, { token }))[0]?.gameType).toBe('hotel');

    expect((await vendor('200', 'off')).status).toBe(200);
    expect((await s.call('gameList', { vendorCode: '200' }, { token })).code).toBe('B0091');
    expect(okData(await s.call('gameList', { vendorCode: '0' }, { token })).some((g) => g.vendorKey === '200')).toBe(false);
    expect(okData(await s.call('gameCodes', { masterCode: 'game', groupCode: 'slot' })).find((c) => c.code === '200')?.useYn).toBe('N');
    await vendor('200', 'on');
    expect(okData(await s.call('gameCodes', { masterCode: 'game', groupCode: 'slot' })).find((c) => c.code === '200')?.useYn).toBe('Y');
    await s.operator('POST', '/__sandbox/games/games/200-1', { enabled: false });
    expect(okData(await s.call('gameList', { vendorCode: '200' }, { token })).some((g) => g.id === '200-1')).toBe(false);
    expect((await launch(token)).code).toBe('B0091');
    await s.operator('POST', '/__sandbox/games/games/200-1', { enabled: true });
    expect((await s.call('gameList', { vendorCode: '999' }, { token })).code).toBe('B0091');
  });
});

describe('the launch', () => {
  it('answers every refusal from its state: B0093, B0095, B1002, F001, B0091, B0092, B0099, 2000, 9999, games down', async () => {
    await makeMember(s, { memId: 'gm01', cash: 50_000 });
    await makeMember(s, { memId: 'gmptn', partnerType: 'PTN_5', cash: 50_000 });
    const token = await s.login('gm01');
    expect((await launch(await s.login('gmptn'))).code).toBe('B0095');
    await db().update(members).set({ betBlock: 'locked' }).where(eq(members.memId, 'gm01'));
    expect((await launch(token)).code).toBe('B1002');
    await db().update(members).set({ betBlock: null }).where(eq(members.memId, 'gm01'));
    // a deposit still open: F001 until it is done
    const deposit = await s.call(
      'cashIn',
      { payType: 'bank', amount: 10_000, bonusYn: 'N', depositName: 'name-gm01' },
      { token, key: 'games-gm01-deposit-0001' },
    );
    expect(deposit.code).toBe('0');
    expect((await launch(token)).code).toBe('F001');
    const idx = (okData(deposit) as { cashIdx: number }).cashIdx;
    await s.operator('POST', `/__sandbox/cash/${idx}/wait`);
    await s.operator('POST', `/__sandbox/cash/${idx}/reject`, {});
    expect((await launch(token, { ...SLOT, gameKey: 'nope' })).code).toBe('B0091');
    for (const [state, code] of [
      ['off', 'B0091'],
      ['cannot-run', 'B0092'],
      ['no-credit', 'B0099'],
      ['blocked', '2000'],
      ['error', '9999'],
    ] as const) {
      await vendor('200', state);
      expect((await launch(token)).code, state).toBe(code);
      await vendor('200', 'on');
    }
    const listener = await listen(s.sandbox.wsUrl, token);
    expect((await s.operator('POST', '/__sandbox/games/down')).status).toBe(200);
    expect(await listener.waitFor('LOCK_BET_YN')).toMatchObject({ data1: 'Y', data2: 'N' });
    expect((await launch(token)).code).toBe('B0092');
    await s.operator('POST', '/__sandbox/games/up');
    await listener.close();
    // maintenance now
    const now = Date.now();
    const fmt = (t: number) => new Date(t + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    await s.operator('POST', '/__sandbox/maintenance', { startDate: fmt(now - 60_000), endDate: fmt(now + 3_600_000) });
    expect((await launch(token)).code).toBe('B0093');
    expect((await s.call('gameList', { vendorCode: '1' }, { token })).code).toBe('B0093');
    await s.operator('POST', '/__sandbox/maintenance', { startDate: null, endDate: null });
    expect((await launch(token)).code).toBe('0');
    expect(await memberRow('gm01')).toMatchObject({ inGame: true });
  });
});

describe('the sandbox game', () => {
  it('a slot round debits the stake and credits the win through the betting core; a repeated round id is applied once', async () => {
    await makeMember(s, { memId: 'gm02', cash: 100_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gm02'));
    const token = await s.login('gm02');
    const { gameurl } = okData(await launch(token));
    expect(gameurl).toMatch(/^\/__sandbox\/play\/[\w-]+$/);
    const page = await fetch(`${s.url}${gameurl}?lang=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Gates of Olympus');
    expect(okData(await s.call('memberBalance', {}, { token })).isPlayGame).toBe('Y');

    // what the server dealt decides the win: the reels' pay times the stake
    const first = (await (await play(gameurl, { roundId: 'w1', stake: 10_000 })).json()) as RoundAnswer;
    const pays = Math.floor(10_000 * slotMultiplier(first.detail.reels));
    const state = pays === 0 ? 'lose' : pays === 10_000 ? 'draw' : 'win';
    expect(first).toMatchObject({ win: pays, state, account: 'cash', balance: 100_000 - 10_000 + pays, repeated: false });
    const again = (await (await play(gameurl, { roundId: 'w1', stake: 10_000 })).json()) as RoundAnswer;
    expect(again).toMatchObject({ repeated: true, balance: first.balance, win: pays, detail: first.detail });
    expect((await memberRow('gm02'))?.cash).toBe(first.balance);
    const second = (await (await play(gameurl, { roundId: 'l1', stake: 5_000 })).json()) as RoundAnswer;
    expect(second).toMatchObject({ balance: first.balance - 5_000 + second.win });
    const rows = await db().select().from(bets).where(eq(bets.memId, 'gm02'));
    expect(rows).toHaveLength(2);
    expect(rows.find((b) => b.roundRef === '200:w1')).toMatchObject({
      groupKey: 'slot',
      vendorCode: '200',
      state,
      winCash: pays,
      account: 'cash',
    });

    // refusals: too much, a bad stake, a round of another member's
    expect((await play(gameurl, { roundId: 'big', stake: 5_000_000 })).status).toBe(402);
    expect((await play(gameurl, { roundId: 'tiny', stake: 10 })).status).toBe(400);
    await makeMember(s, { memId: 'gm03', cash: 30_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gm03'));
    const other = okData(await launch(await s.login('gm03'))).gameurl;
    expect((await play(other, { roundId: 'w1', stake: 10_000 })).status).toBe(409);
    // the vendor switched to error mid-game: the round is refused
    await vendor('200', 'error');
    expect(await (await play(gameurl, { roundId: 'x1', stake: 1_000 })).json()).toMatchObject({ code: '9999' });
    await vendor('200', 'on');
    // betting locked by the operator mid-game: B1002
    await db().update(members).set({ betBlock: 'locked' }).where(eq(members.memId, 'gm02'));
    expect(await (await play(gameurl, { roundId: 'x2', stake: 1_000 })).json()).toMatchObject({ code: 'B1002' });
    await db().update(members).set({ betBlock: null }).where(eq(members.memId, 'gm02'));

    // the window closes: out of the game; a round after that is refused
    expect((await fetch(`${s.url}${gameurl}/end`, { method: 'POST' })).status).toBe(200);
    expect(okData(await s.call('memberBalance', {}, { token })).isPlayGame).toBe('N');
    expect((await play(gameurl, { roundId: 'late', stake: 1_000 })).status).toBe(410);

    const listed = await s.operator<{ rows: { roundId: string; memId: string; win: number }[] }>(
      'GET',
      '/__sandbox/games/rounds?memId=gm02',
    );
    expect(listed.body.rows.map((r) => r.roundId)).toEqual(['l1', 'w1']);
  });

  it('a baccarat round pays by the tableau; a tie returns a player bet’s stake', async () => {
    await makeMember(s, { memId: 'gm04', cash: 100_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gm04'));
    const { gameurl } = okData(await launch(await s.login('gm04'), TABLE));
    let cash = 100_000;
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5']) {
      const r = (await (await play(gameurl, { roundId: id, stake: 10_000, pick: 'banker' })).json()) as RoundAnswer;
      const { winner } = r.detail;
      const want = winner === 'banker' ? 10_000 * BACCARAT_PAYS.banker : winner === 'tie' ? 10_000 : 0;
      cash += want - 10_000;
      expect(r).toMatchObject({ win: want, balance: cash });
    }
    expect((await play(gameurl, { roundId: 'b6', stake: 10_000, pick: 'dragon' })).status).toBe(400);
    // the history names each hand with its pick in the member's language (docs/rules.md#names)
    const [hand] = okData(await s.call('betList', {}, { token: await s.login('gm04') })).list;
    expect(hand?.form).toMatch(/ · 뱅커$/);
    expect(hand?.gameNames).toMatchObject({
      ko: expect.stringMatching(/ · 뱅커$/),
      en: expect.stringMatching(/ · Banker$/),
      vi: expect.stringMatching(/ · Cái$/),
    });
  });

  it('not merged: the launch moves cash to game money, rounds play from it, C009 until the window ends, then the money is cash again and the merge keeps it there', async () => {
    await makeMember(s, { memId: 'gm05', cash: 80_000 });
    const token = await s.login('gm05');
    const { gameurl } = okData(await launch(token));
    expect(await memberRow('gm05')).toMatchObject({ cash: 0, gameMoney: 80_000, inGame: true });
    const r = (await (await play(gameurl, { roundId: 'n1', stake: 10_000 })).json()) as RoundAnswer;
    const left = 70_000 + r.win;
    expect(r).toMatchObject({ account: 'game', balance: left });
    expect((await s.call('moneyMerge', {}, { token })).code).toBe('C009');
    expect((await s.call('outGameMoney', {}, { token })).code).toBe('C009');
    // the window goes quiet: the clock's ticker ends it
    await s.operator('POST', '/__sandbox/clock', { advanceMs: IDLE_MS + 1_000 });
    await s.sandbox.tick();
    expect(okData(await s.call('memberBalance', {}, { token })).isPlayGame).toBe('N');
    expect(okData(await s.call('moneyMerge', {}, { token }))).toMatchObject({ cashAmt: left, gameMoney: 0 });
    expect(await memberRow('gm05')).toMatchObject({ cash: left, gameMoney: 0, moneyMerged: true, inGame: false });
    // merged now: the next launch plays from cash
    const next = okData(await launch(token)).gameurl;
    expect(await memberRow('gm05')).toMatchObject({ cash: left, gameMoney: 0 });
    expect(await (await play(next, { roundId: 'm1', stake: 10_000 })).json()).toMatchObject({ account: 'cash' });
    await s.operator('POST', '/__sandbox/clock', {});
  });

  it('a window left without ending (the browser closed) ends idle with the game money back in cash, pushed; once', async () => {
    await makeMember(s, { memId: 'gm08', cash: 60_000 });
    const token = await s.login('gm08');
    const { gameurl } = okData(await launch(token));
    const r = (await (await play(gameurl, { roundId: 'i1', stake: 10_000 })).json()) as RoundAnswer;
    const left = 50_000 + r.win;
    expect(await memberRow('gm08')).toMatchObject({ cash: 0, gameMoney: left, inGame: true });
    const listener = await listen(s.sandbox.wsUrl, token);
    // no heartbeat, no end: the ticker ends the window after IDLE_MS and returns the money
    await s.operator('POST', '/__sandbox/clock', { advanceMs: IDLE_MS + 1_000 });
    await s.sandbox.tick();
    expect(await memberRow('gm08')).toMatchObject({ cash: left, gameMoney: 0, inGame: false, moneyMerged: false });
    expect(await listener.waitFor('CASH')).toMatchObject({ data1: String(left) });
    await listener.close();
    // the next login sees it as cash; another tick moves nothing again
    const again = await s.login('gm08');
    expect(okData(await s.call('userCash', {}, { token: again }))).toMatchObject({ cashAmt: left, gameMoney: 0 });
    await s.sandbox.tick();
    expect(await memberRow('gm08')).toMatchObject({ cash: left, gameMoney: 0 });
    await s.operator('POST', '/__sandbox/clock', {});
  });

  it('a new launch ends the previous window; the console lists and ends windows', async () => {
    await makeMember(s, { memId: 'gm06', cash: 10_000 });
    const token = await s.login('gm06');
    const a = tokenOf(okData(await launch(token)).gameurl);
    const b = tokenOf(okData(await launch(token, TABLE)).gameurl);
    const live = await s.operator<{ rows: { token: string }[] }>('GET', '/__sandbox/games/launches');
    expect(live.body.rows.map((r) => r.token)).toContain(b);
    expect(live.body.rows.map((r) => r.token)).not.toContain(a);
    expect((await s.operator('POST', `/__sandbox/games/launches/${b}/end`)).status).toBe(200);
    expect((await memberRow('gm06'))?.inGame).toBe(false);
  });
});

describe('the main page', () => {
  it('answers new and popular games, the win rankings and the jackpot from state', async () => {
    // the server deals: spin the biggest stake until a slot round wins, to top the rankings (a spin loses 4 in 5)
    await makeMember(s, { memId: 'gm07', cash: 2_000_000_000 });
    await db().update(members).set({ moneyMerged: true }).where(eq(members.memId, 'gm07'));
    const { gameurl } = okData(await launch(await s.login('gm07')));
    let won = 0;
    for (let i = 0; i < 200 && won === 0; i++)
      won = ((await (await play(gameurl, { roundId: `r${i}`, stake: 5_000_000 })).json()) as RoundAnswer).win;
    expect(won).toBeGreaterThan(0);
    const boards = okData(await s.call('mainBoards', {}));
    expect(boards.newGames?.length).toBeGreaterThan(0);
    expect(boards.newGames?.every((g) => g.isNew === 'Y')).toBe(true);
    expect(boards.popularGames?.every((g) => g.isPopular === 'Y')).toBe(true);
    // the slot rounds played above: the rankings show their biggest wins, the jackpot their stakes
    expect(boards.slotRanking?.[0]).toMatchObject({ rank: 1, gameName: '게이트 오브 올림푸스' });
    // the game in each language too (docs/rules.md#names)
    expect(boards.slotRanking?.[0]?.gameNames).toMatchObject({ ko: '게이트 오브 올림푸스', en: 'Gates of Olympus' });
    expect(boards.ranking?.[0]?.amount).toBeGreaterThanOrEqual(boards.slotRanking?.[0]?.amount ?? 0);
    expect(boards.slotJackpot).toBeGreaterThan(0);
    expect(boards.liveVideoUrl).toBeNull();
  });
});
