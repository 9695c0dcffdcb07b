// One CASH push per unit of work (mocks/sandbox/money-push.ts): a request, a ticker's step or a
// console route that moves money tells each member it moved exactly once, with the balances read
// after it; a refused move tells nobody; a rolled-back move tells the unchanged balance.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../mocks/sandbox/db/schema';
import { roundAt, roundTimes } from '../../mocks/sandbox/domain/minigames-schedule';
import { move } from '../../mocks/sandbox/ledger';
import { inUnitOfWork, pushMoved } from '../../mocks/sandbox/money-push';
import type { Push } from '../../mocks/sandbox/push';
import { SETTING_DEFAULTS } from '../../mocks/sandbox/settings';
import { createTicks, type Ticker } from '../../mocks/sandbox/ticker';
import { makeMember } from './support/members';
import { listen, type PushListener } from './support/push';
import { checkTheBooks, okData, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
  await makeMember(s, { memId: 'cpP01', partnerType: 'PTN_1', cash: 500_000 });
  await makeMember(s, { memId: 'cpU01', parentId: 'cpP01', cash: 10_000 });
  await makeMember(s, { memId: 'cpU02', cash: 40_000, points: 9_000 });
  await makeMember(s, { memId: 'mgW01', cash: 100_000 });
  await makeMember(s, { memId: 'mgW02', cash: 100_000 });
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const balanceOf = async (memId: string) =>
  (await db().select({ cash: members.cash, points: members.points }).from(members).where(eq(members.memId, memId)))[0];
const cashPushes = (ear: PushListener) => ear.got.filter((g) => g.cmd === 'CASH');
/** Whatever was pushed has arrived: what is there now is all there is. */
const settle = () => new Promise((r) => setTimeout(r, 300));

/** A Push that records what it is asked to send to members. */
function recordingPush(): Push & { sent: { memId: string; data1?: string; data2?: string }[] } {
  const sent: { memId: string; data1?: string; data2?: string }[] = [];
  return {
    sent,
    member: (_q, memId, m) => {
      sent.push({ memId, data1: m.data1, data2: m.data2 });
      return Promise.resolve(1);
    },
    everyone: () => Promise.resolve(0),
    token: () => 0,
    topic: () => 0,
  };
}

describe('a request', () => {
  it('that moves two members pushes one CASH to each, with the committed balances', async () => {
    const tp = await s.login('cpP01');
    const tu = await s.login('cpU01');
    const [earP, earU] = await Promise.all([listen(s.sandbox.wsUrl, tp), listen(s.sandbox.wsUrl, tu)]);
    try {
      okData(await s.call('partnerMoneyTransfer', { targetId: 'cpU01', amount: 25_000, type: 'give' }, { token: tp }));
      await expect.poll(() => cashPushes(earP).length + cashPushes(earU).length).toBe(2);
      await settle();
      expect(cashPushes(earP)).toEqual([{ cmd: 'CASH', data1: '475000', data2: '0' }]);
      expect(cashPushes(earU)).toEqual([{ cmd: 'CASH', data1: '35000', data2: '0' }]);
      expect(await balanceOf('cpP01')).toEqual({ cash: 475_000, points: 0 });
    } finally {
      await Promise.all([earP.close(), earU.close()]);
    }
  });

  it('that moves one member twice (points to cash) pushes one CASH with both balances after', async () => {
    const t = await s.login('cpU02');
    const ear = await listen(s.sandbox.wsUrl, t);
    try {
      const min = SETTING_DEFAULTS.cashRules.pointConversion.min;
      okData(await s.call('pointChange', { point: min }, { token: t }));
      await expect.poll(() => cashPushes(ear).length).toBe(1);
      await settle();
      expect(cashPushes(ear)).toEqual([{ cmd: 'CASH', data1: String(40_000 + min), data2: String(9_000 - min) }]);
    } finally {
      await ear.close();
    }
  });
});

describe('a refused move', () => {
  it('an overdraw from the console answers 409 and pushes nothing', async () => {
    const t = await s.login('cpU02');
    const ear = await listen(s.sandbox.wsUrl, t);
    try {
      const before = await balanceOf('cpU02');
      const r = await s.operator('POST', '/__sandbox/members/cpU02/adjust', { account: 'cash', amount: -10_000_000 });
      expect(r.status).toBe(409);
      // a move that goes through afterwards is the only one told
      expect((await s.operator('POST', '/__sandbox/members/cpU02/adjust', { account: 'cash', amount: 1_000 })).status).toBe(200);
      await expect.poll(() => cashPushes(ear).length).toBe(1);
      await settle();
      expect(cashPushes(ear)).toEqual([{ cmd: 'CASH', data1: String((before?.cash ?? 0) + 1_000), data2: String(before?.points) }]);
    } finally {
      await ear.close();
    }
  });

  it('a rolled-back move pushes the unchanged balance', async () => {
    const push = recordingPush();
    const moved = new Set<string>();
    const before = await balanceOf('cpU01');
    await expect(
      inUnitOfWork(moved, () =>
        db().transaction(async (tx) => {
          await move(tx, { memId: 'cpU01', account: 'cash', amount: 5_000, reason: 'test', txId: 'test:rollback' });
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    await pushMoved(db(), push, moved);
    expect(push.sent).toEqual([{ memId: 'cpU01', data1: String(before?.cash), data2: String(before?.points) }]);
  });

});

describe('units of work', () => {
  it('two units of work at once each tell only the members they moved', async () => {
    const [a, b] = [new Set<string>(), new Set<string>()];
    const credit = (memId: string) => db().transaction((tx) => move(tx, { memId, account: 'cash', amount: 1, reason: 'test', txId: `test:${memId}` }));
    await Promise.all([inUnitOfWork(a, () => credit('cpU01')), inUnitOfWork(b, () => credit('cpU02'))]);
    // outside any unit (seed, bench, this test's own setup) a move is noted nowhere
    await credit('cpP01');
    expect([[...a], [...b]]).toEqual([['cpU01'], ['cpU02']]);
  });
});

describe('a ticker', () => {
  it('pushes once per member after each step, however often the step moved it', async () => {
    const push = recordingPush();
    const credit = (memId: string, amount: number): Ticker => async ({ db: q }) => {
      await q.transaction((tx) => move(tx, { memId, account: 'cash', amount, reason: 'test', txId: `test:tick:${memId}` }));
    };
    const twice: Ticker = async (deps) => {
      await credit('cpU01', 100)(deps);
      await credit('cpU01', 100)(deps);
      await credit('cpU02', 100)(deps);
    };
    const ticks = createTicks({ tickers: [['twice', twice], ['once', credit('cpU02', 50)]], db: db(), push, now: () => new Date(), intervalMs: 0 });
    await ticks.runNow();
    ticks.stop();
    const after = { u1: await balanceOf('cpU01'), u2: await balanceOf('cpU02') };
    expect(push.sent).toEqual([
      { memId: 'cpU01', data1: String(after.u1?.cash), data2: String(after.u1?.points) },
      { memId: 'cpU02', data1: String((after.u2?.cash ?? 0) - 50), data2: String(after.u2?.points) },
      { memId: 'cpU02', data1: String(after.u2?.cash), data2: String(after.u2?.points) },
    ]);
  });

  it('settling a mini-game round pushes CASH to the winner with its balance after, nothing to the loser', async () => {
    const p = SETTING_DEFAULTS.minigames.powerball;
    const health = await s.operator<{ now: string }>('GET', '/__sandbox/health');
    const r = roundTimes(p, roundAt(p, new Date(health.body.now)) + 1);
    await s.operator('POST', '/__sandbox/clock', { now: new Date(r.opensAt.getTime() + 5_000).toISOString() });
    const [t1, t2] = [await s.login('mgW01'), await s.login('mgW02')];
    const slip = (key: string) => ({ gameType: 'powerball', round: r.round, betAmount: 10_000, selections: [{ key, odds: 1.95 }] });
    okData(await s.call('betPlace', slip('pb_odd'), { token: t1 }));
    okData(await s.call('betPlace', slip('pb_even'), { token: t2 }));
    const [e1, e2] = [await listen(s.sandbox.wsUrl, t1), await listen(s.sandbox.wsUrl, t2)];
    try {
      // the clock past the round's end runs the tickers: the draw settles both bets, one of them wins
      await s.operator('POST', '/__sandbox/clock', { now: new Date(r.endsAt.getTime() + 500).toISOString() });
      await expect.poll(() => cashPushes(e1).length + cashPushes(e2).length).toBe(1);
      await settle();
      const [winner, loser] = cashPushes(e1).length ? ['mgW01', e2] : ['mgW02', e1];
      const ear = winner === 'mgW01' ? e1 : e2;
      expect(await balanceOf(winner)).toEqual({ cash: 109_500, points: 0 });
      expect(cashPushes(ear)).toEqual([{ cmd: 'CASH', data1: '109500', data2: '0' }]);
      expect(cashPushes(loser)).toEqual([]);
    } finally {
      await Promise.all([e1.close(), e2.close()]);
      await s.operator('POST', '/__sandbox/clock', {});
    }
  });
});
