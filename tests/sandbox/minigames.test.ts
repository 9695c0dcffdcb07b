// Mini games from state: the round and its countdown follow the sandbox clock; bets are
// taken until the round closes (E002 after), B9999 while the member's bets of an earlier round are
// settling; the clock's ticker draws a round when it ends, publishes it on /topic/powerball/result
// (and the next round on /topic/powerball/round), and settles each bet win or lose through the
// ledger; powerballResults pages the drawn rounds; the console sets a game's length and draws now.
import { Client } from '@stomp/stompjs';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { bets, members, minigameRounds } from '../../mocks/sandbox/db/schema';
import { makeResult } from '../../mocks/sandbox/domain/minigames-results';
import { roundAt, roundTimes } from '../../mocks/sandbox/domain/minigames-schedule';
import { SETTING_DEFAULTS, type MiniGameSettings } from '../../mocks/sandbox/settings';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const cashOf = async (memId: string) => (await db().select({ cash: members.cash }).from(members).where(eq(members.memId, memId)))[0]?.cash;
const setClock = (at: Date) => s.operator('POST', '/__sandbox/clock', { now: at.toISOString() });

interface Game {
  prodId: string;
  settings: MiniGameSettings;
  running: { round: number; status: string };
}
const gameSettings = async (prodId: string): Promise<MiniGameSettings> => {
  const r = await s.operator<{ games: Game[] }>('GET', '/__sandbox/minigames');
  const g = r.body.games.find((x) => x.prodId === prodId);
  if (!g) throw new Error(`no ${prodId}`);
  return g.settings;
};

/** The next round of a game after the sandbox's now (its times), so a test starts at a round's opening. */
async function nextRound(prodId: string, after?: Date) {
  const p = await gameSettings(prodId);
  const now = after ?? new Date((await s.operator<{ now: string }>('GET', '/__sandbox/health')).body.now);
  return roundTimes(p, roundAt(p, now) + 1);
}

const slip = (prodId: string, round: number, key: string, betAmount = 10_000, odds = 1.95) => ({
  gameType: prodId,
  round,
  betAmount,
  selections: [{ key, odds }],
});

/** Listens to the powerball topics as the site does. */
async function listenPowerball(wsUrl: string) {
  const client = new Client({
    webSocketFactory: () => new WebSocket(wsUrl),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => reject(new Error(f.headers.message));
    client.activate();
  });
  const got: { topic: string; body: { prodId?: string; round: number; remainSeconds?: number; result?: Record<string, unknown> } }[] = [];
  for (const topic of ['round', 'result']) {
    await new Promise<void>((resolve) => {
      const receipt = `sub-${topic}`;
      client.watchForReceipt(receipt, () => resolve());
      client.subscribe(`/topic/powerball/${topic}`, (m) => got.push({ topic, body: JSON.parse(m.body) as never }), { receipt });
    });
  }
  return {
    got,
    async waitFor(pred: (g: (typeof got)[number]) => boolean, ms = 3_000) {
      const until = Date.now() + ms;
      for (;;) {
        const hit = got.find(pred);
        if (hit) return hit;
        if (Date.now() > until) throw new Error(`no such push within ${ms} ms (got ${JSON.stringify(got)})`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () => client.deactivate(),
  };
}

describe('the round on the clock', () => {
  it('answers the running round with its countdown, the betting close and the options at their odds; closed in the last seconds', async () => {
    const token = await s.login('tester01');
    const r = await nextRound('powerball');
    const set = Date.now();
    await setClock(new Date(r.opensAt.getTime() + 100_000));
    const open = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerball', type: 'normal' } }));
    // the sandbox clock runs on in real time: a loaded machine may take seconds between the two calls
    const elapsed = Math.ceil((Date.now() - set) / 1000);
    expect(open).toMatchObject({ prodId: 'powerball', type: 'normal', round: r.round, intervalSeconds: 300, status: 'open' });
    expect(open.remainSeconds).toBeGreaterThanOrEqual(189 - elapsed);
    expect(open.remainSeconds).toBeLessThanOrEqual(190);
    expect(open.options.map((o) => o.key)).toEqual([
      'pb_odd',
      'pb_even',
      'pb_under',
      'pb_over',
      'nb_odd',
      'nb_even',
      'nb_under',
      'nb_over',
      'nb_small',
      'nb_medium',
      'nb_large',
    ]);
    expect(open.options.find((o) => o.key === 'nb_medium')).toEqual({ key: 'nb_medium', group: 'nb_size', odds: 2.6 });

    // 5 s before the end: betting is closed on the same round
    await setClock(new Date(r.endsAt.getTime() - 5_000));
    const closed = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerball', type: 'normal' } }));
    expect(closed).toMatchObject({ round: r.round, status: 'closed', remainSeconds: 0 });

    // speed keno runs 180 s rounds with its own options
    const keno = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'speedkino', type: 'normal' } }));
    expect(keno).toMatchObject({ prodId: 'speedkino', intervalSeconds: 180 });
    expect(keno.options.map((o) => o.key)).toEqual(['odd', 'even', 'under', 'over']);
  });

  it('answers B0091 for a game switched off in the console (and for an unknown variant), B0093 under maintenance', async () => {
    const token = await s.login('tester01');
    const round = () => s.call('minigameRound', {}, { token, path: { prodId: 'kinoladder', type: 'normal' } });
    expect((await s.operator('POST', '/__sandbox/minigames/kinoladder', { enabled: false })).status).toBe(200);
    expect((await round()).code).toBe('B0091');
    const r = await nextRound('kinoladder');
    expect((await s.call('betPlace', slip('kinoladder', r.round, 'left'), { token })).code).toBe('B0091');
    await s.operator('POST', '/__sandbox/minigames/kinoladder', { enabled: true });
    expect((await round()).code).toBe('0');
    expect((await s.call('minigameRound', {}, { token, path: { prodId: 'kinoladder', type: 'turbo' } })).code).toBe('B0091');
  });
});

describe('betting and the draw', () => {
  it('takes bets until the round closes (E002 after and for another round); the tick at its end draws it, pushes it and settles each bet', async () => {
    await makeMember(s, { memId: 'mg01', cash: 100_000 });
    await makeMember(s, { memId: 'mg02', cash: 100_000 });
    const [t1, t2] = [await s.login('mg01'), await s.login('mg02')];
    const cash1 = await listen(s.sandbox.wsUrl, t1);
    const pb = await listenPowerball(s.sandbox.wsUrl);
    try {
      const r = await nextRound('powerball');
      await setClock(new Date(r.opensAt.getTime() + 10_000));
      // a round other than the running one is refused
      expect((await s.call('betPlace', slip('powerball', r.round + 1, 'pb_odd'), { token: t1 })).code).toBe('E002');
      expect((await s.call('betPlace', slip('powerball', r.round - 1, 'pb_odd'), { token: t1 })).code).toBe('E002');
      // an option the game has not
      expect((await s.call('betPlace', slip('powerball', r.round, 'left'), { token: t1 })).code).toBe('E001');
      const odd = okData(await s.call('betPlace', slip('powerball', r.round, 'pb_odd'), { token: t1 }));
      expect(odd).toMatchObject({ status: 'accepted', cashAmt: 90_000, totalOdds: 1.95, potentialWin: 19_500 });
      const even = okData(await s.call('betPlace', slip('powerball', r.round, 'pb_even', 20_000), { token: t2 }));
      expect(even).toMatchObject({ status: 'accepted', cashAmt: 80_000 });
      const [row] = await db()
        .select()
        .from(bets)
        .where(eq(bets.betIdx, (odd as { betIdx: number }).betIdx));
      expect(row).toMatchObject({ groupKey: 'mini', gameType: 'powerball', roundRef: `powerball:${r.round}`, form: '파워볼 파워볼 홀짝' });
      // the history names it in each language (BetRow.gameNames, docs/rules.md#names)
      expect(okData(await s.call('betList', {}, { token: t1 })).list[0]?.gameNames).toEqual({
        ko: '파워볼 파워볼 홀짝',
        en: 'Powerball powerball odd/even',
        vi: 'Powerball powerball lẻ/chẵn',
      });

      // betting closes 10 s before the end
      await setClock(new Date(r.closesAt.getTime() + 1_000));
      expect((await s.call('betPlace', slip('powerball', r.round, 'nb_odd'), { token: t1 })).code).toBe('E002');
      expect(await cashOf('mg01')).toBe(90_000);

      // the round ends: the tick draws it
      await setClock(new Date(r.endsAt.getTime() + 500));
      const drawn = await pb.waitFor((g) => g.topic === 'result' && g.body.prodId === 'powerball' && g.body.round === r.round);
      const result = drawn.body.result as { powerball: number; balls: number[]; pbOddEven: string; sum: number };
      expect(result.balls).toHaveLength(5);
      expect(result.sum).toBe(result.balls.reduce((a, b) => a + b, 0));
      expect(result.pbOddEven).toBe(result.powerball % 2 ? 'odd' : 'even');
      const opened = await pb.waitFor((g) => g.topic === 'round' && g.body.prodId === 'powerball' && g.body.round === r.round + 1);
      expect(opened.body.remainSeconds).toBeGreaterThan(280);

      const oddWon = result.powerball % 2 === 1;
      const states = await db()
        .select({ memId: bets.memId, state: bets.state, winCash: bets.winCash })
        .from(bets)
        .where(eq(bets.roundRef, `powerball:${r.round}`));
      expect(states.find((b) => b.memId === 'mg01')).toEqual({
        memId: 'mg01',
        state: oddWon ? 'win' : 'lose',
        winCash: oddWon ? 19_500 : 0,
      });
      expect(states.find((b) => b.memId === 'mg02')).toEqual({
        memId: 'mg02',
        state: oddWon ? 'lose' : 'win',
        winCash: oddWon ? 0 : 39_000,
      });
      expect(await cashOf('mg01')).toBe(oddWon ? 109_500 : 90_000);
      expect(await cashOf('mg02')).toBe(oddWon ? 80_000 : 119_000);
      // the member hears the new balance: the stake's debit, then the win when it won
      await expect
        .poll(() => cash1.got.filter((g) => g.cmd === 'CASH').map((g) => g.data1))
        .toEqual(oddWon ? ['90000', '109500'] : ['90000']);

      // the draw is in the results, newest first; a tick again changes nothing
      await s.sandbox.tick();
      const page = okData(await s.call('powerballResults', { prodId: 'powerball', page: 1 }));
      expect(page.list[0]).toMatchObject({ prodId: 'powerball', round: r.round, powerball: result.powerball });
      expect(pb.got.filter((g) => g.topic === 'result' && g.body.round === r.round && g.body.prodId === 'powerball')).toHaveLength(1);
      expect(await cashOf('mg01')).toBe(oddWon ? 109_500 : 90_000);
    } finally {
      await cash1.close();
      await pb.close();
    }
  });

  it('settles a ladder bet by the draw the console gives: start, lines and the finish they make', async () => {
    await makeMember(s, { memId: 'mg03', cash: 100_000 });
    const token = await s.login('mg03');
    const r = await nextRound('powerladder');
    await setClock(new Date(r.opensAt.getTime() + 5_000));
    for (const key of ['left', 'line4', 'odd', 'left4_odd', 'right']) {
      const odds = key === 'left4_odd' ? 3.8 : 1.95;
      expect(okData(await s.call('betPlace', slip('powerladder', r.round, key, 5_000, odds), { token }))).toMatchObject({
        status: 'accepted',
      });
    }
    const drawn = await s.operator<{ round: number; result: Record<string, unknown>; settled: number }>(
      'POST',
      '/__sandbox/minigames/powerladder/draw',
      {
        result: { start: 'left', lines: 4 },
      },
    );
    expect(drawn.body).toMatchObject({ round: r.round, settled: 5, result: { start: 'left', lines: 4, oddEven: 'odd' } });
    const rows = await db()
      .select()
      .from(bets)
      .where(eq(bets.roundRef, `powerladder:${r.round}`));
    const byForm = rows.map((b) => b.state).sort();
    expect(byForm).toEqual(['lose', 'win', 'win', 'win', 'win']);
    // left, line4, odd: 3 × 5,000 × 1.95; left4_odd: 5,000 × 3.8
    expect(await cashOf('mg03')).toBe(100_000 - 25_000 + 29_250 + 19_000);
    // the console's draw ended the round: the next one is open now, a full round long
    const next = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerladder', type: 'normal' } }));
    expect(next).toMatchObject({ round: r.round + 1, status: 'open' });
    expect(next.remainSeconds).toBeGreaterThan(285);
    const detail = await s.operator<{ bets: { key: string; state: string; score: string }[] }>(
      'GET',
      `/__sandbox/minigames/powerladder/rounds/${r.round}`,
    );
    expect(detail.body.bets.find((b) => b.key === 'left4_odd')).toMatchObject({ state: 'win', score: '좌4홀' });
  });

  it('answers B9999 while the member’s bets of the round before are settling (ended, not drawn), and takes the bet once drawn', async () => {
    await s.operator('POST', '/__sandbox/minigames/speedkino', { drawDelaySeconds: 30 });
    try {
      await makeMember(s, { memId: 'mg04', cash: 100_000 });
      const token = await s.login('mg04');
      // the delay applies from the next round on
      const r = await nextRound('speedkino', new Date((await nextRound('speedkino')).endsAt.getTime() + 1));
      await setClock(new Date(r.opensAt.getTime() + 5_000));
      expect(okData(await s.call('betPlace', slip('speedkino', r.round, 'over'), { token }))).toMatchObject({ status: 'accepted' });
      // the round ended, its draw is 30 s away: the next round is open, but this member's bet settles
      await setClock(new Date(r.endsAt.getTime() + 5_000));
      const rounds = await s.operator<{ rows: { round: number; status: string }[] }>('GET', '/__sandbox/minigames/speedkino/rounds');
      expect(rounds.body.rows.find((x) => x.round === r.round)?.status).toBe('settling');
      expect((await s.call('betPlace', slip('speedkino', r.round + 1, 'over'), { token })).code).toBe('B9999');
      // another member bets meanwhile
      await makeMember(s, { memId: 'mg05', cash: 50_000 });
      expect((await s.call('betPlace', slip('speedkino', r.round + 1, 'odd'), { token: await s.login('mg05') })).code).toBe('0');
      // the draw comes: the bet is settled, the member can bet again
      await setClock(new Date(r.endsAt.getTime() + 31_000));
      const [settled] = await db()
        .select()
        .from(bets)
        .where(eq(bets.roundRef, `speedkino:${r.round}`));
      expect(settled?.state).toMatch(/^(win|lose)$/);
      expect(okData(await s.call('betPlace', slip('speedkino', r.round + 1, 'over'), { token }))).toMatchObject({ status: 'accepted' });
    } finally {
      await s.operator('POST', '/__sandbox/minigames/speedkino', { drawDelaySeconds: 0 });
    }
  });

  it('settles a bet that reached a round as it was being drawn (open on a drawn round) by the stored result on the next tick', async () => {
    await makeMember(s, { memId: 'mg08', cash: 100_000 });
    const token = await s.login('mg08');
    const r = await nextRound('speedkino');
    await setClock(new Date(r.opensAt.getTime() + 5_000));
    okData(await s.call('betPlace', slip('speedkino', r.round, 'odd'), { token }));
    // the round's row written as if a draw had committed alongside the bet, without settling it
    const result = makeResult('speedkino', r.round, r.endsAt, { numbers: Array.from({ length: 22 }, (_, i) => i + 1) });
    await db().insert(minigameRounds).values({
      prodId: 'speedkino',
      round: r.round,
      opensAt: r.opensAt,
      closesAt: r.closesAt,
      drawsAt: r.endsAt,
      drawnAt: r.endsAt,
      result,
    });
    await s.sandbox.tick();
    // 1 + … + 22 = 253: odd
    const [bet] = await db()
      .select()
      .from(bets)
      .where(eq(bets.roundRef, `speedkino:${r.round}`));
    expect(bet).toMatchObject({ state: 'win', winCash: 19_500 });
    expect(await cashOf('mg08')).toBe(109_500);
  });

  it('answers oddsChanged when the console moved a price since the page read it', async () => {
    await makeMember(s, { memId: 'mg06', cash: 100_000 });
    const token = await s.login('mg06');
    const r = await nextRound('powerball');
    await setClock(new Date(r.opensAt.getTime() + 5_000));
    await s.operator('POST', '/__sandbox/minigames/powerball', { odds: { nb_large: 2.9 } });
    try {
      expect(okData(await s.call('betPlace', slip('powerball', r.round, 'nb_large', 10_000, 2.8), { token }))).toEqual({
        status: 'oddsChanged',
        changes: [{ key: 'nb_large', odds: 2.8, newOdds: 2.9 }],
      });
      expect(await cashOf('mg06')).toBe(100_000);
      const round = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerball', type: 'normal' } }));
      expect(round.options.find((o) => o.key === 'nb_large')?.odds).toBe(2.9);
    } finally {
      await s.operator('POST', '/__sandbox/minigames/powerball', { odds: { nb_large: 2.8 } });
    }
  });
});

describe('the console', () => {
  it('sets a game’s round length from the next round on, and lists rounds with their bets', async () => {
    const first = await nextRound('powerball');
    await setClock(new Date(first.opensAt.getTime() + 1_000));
    const set = await s.operator<{ settings: MiniGameSettings }>('POST', '/__sandbox/minigames/powerball', {
      intervalSeconds: 30,
      closeSeconds: 5,
    });
    expect(set.status).toBe(200);
    expect(set.body.settings).toMatchObject({ intervalSeconds: 30, closeSeconds: 5, anchor: { round: first.round + 1 } });
    try {
      await makeMember(s, { memId: 'mg07', cash: 100_000 });
      const token = await s.login('mg07');
      // the running round keeps its 300 s
      const still = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerball', type: 'normal' } }));
      expect(still).toMatchObject({ round: first.round, intervalSeconds: 300 });
      expect(still.remainSeconds).toBeGreaterThan(280);
      // the next is 30 s long, 25 s to bet
      await setClock(new Date(first.endsAt.getTime() + 1_000));
      const short = okData(await s.call('minigameRound', {}, { token, path: { prodId: 'powerball', type: 'normal' } }));
      expect(short).toMatchObject({ round: first.round + 1, status: 'open', intervalSeconds: 30 });
      expect(short.remainSeconds).toBeLessThanOrEqual(24);
      okData(await s.call('betPlace', slip('powerball', first.round + 1, 'nb_under'), { token }));
      const listed = await s.operator<{ rows: { round: number; status: string; bets: { count: number; open: number } }[] }>(
        'GET',
        '/__sandbox/minigames/powerball/rounds',
      );
      expect(listed.body.rows[0]).toMatchObject({ round: first.round + 1, status: 'open', bets: { count: 1, open: 1 } });
      expect(listed.body.rows[1]).toMatchObject({ round: first.round, status: 'drawn' });
      await setClock(new Date(first.endsAt.getTime() + 31_000));
      const after = await s.operator<{ rows: { round: number; status: string; bets: { count: number; open: number } }[] }>(
        'GET',
        '/__sandbox/minigames/powerball/rounds',
      );
      expect(after.body.rows.find((x) => x.round === first.round + 1)).toMatchObject({ status: 'drawn', bets: { count: 1, open: 0 } });
    } finally {
      await s.operator('POST', '/__sandbox/minigames/powerball', { intervalSeconds: 300, closeSeconds: 10 });
    }
  });

  it('refuses a length that leaves no time to bet, an unknown game and a draw that is not a draw', async () => {
    expect((await s.operator('POST', '/__sandbox/minigames/powerball', { intervalSeconds: 10, closeSeconds: 10 })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/minigames/bingo', { intervalSeconds: 60 })).status).toBe(404);
    expect((await s.operator('POST', '/__sandbox/minigames/powerball/draw', { result: { balls: [1, 1, 2, 3, 4] } })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/minigames/speedkino/draw', { result: { numbers: [1, 2, 3] } })).status).toBe(400);
    expect(SETTING_DEFAULTS.minigames.powerball.intervalSeconds).toBe(300);
  });
});

describe('powerballResults', () => {
  it('pages each game’s draws newest first (10 a page, the total), by day, for a guest; powerball when no game is named', async () => {
    const p1 = okData(await s.call('powerballResults', { prodId: 'kinoladder', page: 1 }));
    expect(p1.list).toHaveLength(10);
    expect(p1.pageInfo).toMatchObject({ page: 1, count_per_list: 10 });
    expect(p1.pageInfo.tatal_list_count).toBeGreaterThanOrEqual(30);
    const rounds = p1.list.map((d) => d.round);
    expect(rounds).toEqual([...rounds].sort((a, b) => b - a));
    const p2 = okData(await s.call('powerballResults', { prodId: 'kinoladder', page: 2 }));
    expect(p2.list[0]?.round).toBe((rounds.at(-1) ?? 0) - 1);
    for (const d of p1.list) {
      expect(d).toMatchObject({ prodId: 'kinoladder' });
      expect(d.oddEven).toBe((d.start === 'left') === (d.lines === 3) ? 'even' : 'odd');
    }
    const keno = okData(await s.call('powerballResults', { prodId: 'speedkino' })).list[0];
    expect(keno?.numbers).toHaveLength(22);
    expect(keno?.underOver).toBe((keno?.sum ?? 0) <= 810 ? 'under' : 'over');
    const byDefault = okData(await s.call('powerballResults', {}));
    expect(byDefault.list[0]?.prodId).toBe('powerball');
    const day = byDefault.list[0]?.date?.slice(0, 10) ?? '';
    const ofDay = okData(await s.call('powerballResults', { prodId: 'powerball', date: day }));
    expect(ofDay.list.every((d) => d.date?.startsWith(day))).toBe(true);
    expect(okData(await s.call('powerballResults', { prodId: 'powerball', date: '2020-01-01' })).pageInfo.tatal_list_count).toBe(0);
  });
});
