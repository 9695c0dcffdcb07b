// Points, coupons and attendance from state, and the console's member routes: every
// change of cash or points is a ledger move; the ledger equals the balances after every test.
import { and, asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coupons, ledger, members, pointRecords, sessions } from '../../mocks/sandbox/db/schema';
import { SEED_MEMBERS } from '../../mocks/sandbox/seed/members';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s, { each: true });

const db = () => s.sandbox.database.db;
const balances = async (memId: string) =>
  (await db().select({ cash: members.cash, points: members.points }).from(members).where(eq(members.memId, memId)))[0];
const ledgerRows = (memId: string, reason: string) =>
  db()
    .select()
    .from(ledger)
    .where(and(eq(ledger.memId, memId), eq(ledger.reason, reason)))
    .orderBy(asc(ledger.id)); // in the order written (PostgreSQL gives no order without one)
const setting = (key: string, value: unknown) => s.operator('POST', `/__sandbox/settings/${key}`, { value });

describe('pointChange', () => {
  it('converts points to cash: two ledger moves, a point record of use cash, the list and its summary', async () => {
    await makeMember(s, { memId: 'pt01', cash: 1_000, points: 20_000 });
    const token = await s.login('pt01');
    expect(okData(await s.call('pointChange', { point: 5_000 }, { token }))).toEqual({ cashAmt: 6_000, pointAmt: 15_000 });
    expect(await balances('pt01')).toEqual({ cash: 6_000, points: 15_000 });
    const moves = await ledgerRows('pt01', 'point-conversion');
    expect(moves.map((m) => [m.account, m.amount])).toEqual(
      expect.arrayContaining([
        ['points', -5_000],
        ['cash', 5_000],
      ]),
    );
    const list = okData(await s.call('pointList', {}, { token }));
    expect(list.list).toEqual([
      expect.objectContaining({
        kindCode: 'conversion',
        useCategoryCode: 'cash',
        useCategory: '캐시 전환',
        appliedPoints: 5_000,
        points: 0,
      }),
    ]);
    expect(list.pageInfo).toEqual({ page: 1, count_per_list: 10, tatal_list_count: 1 });
    expect(list.summary).toEqual({ remaining: 15_000, thisMonth: 0, previousMonth: 0, totalAccumulated: 0, totalUsed: 5_000 });
    expect(okData(await s.call('pointList', { kind: 'accrual' }, { token })).list).toEqual([]);
  });

  it('P001 without points, P004 below the minimum (the schema and the setting), P002 above the points, P009 when off', async () => {
    await makeMember(s, { memId: 'pt02', points: 3_000 });
    const token = await s.login('pt02');
    expect((await s.call('pointChange', {}, { token })).code).toBe('P001');
    expect((await s.call('pointChange', { point: 500 }, { token })).code).toBe('P004');
    expect((await s.call('pointChange', { point: 5_000 }, { token })).code).toBe('P002');
    const rules = (await s.operator<{ cashRules: { pointConversion: { min: number; enabled: boolean } } }>('GET', '/__sandbox/settings'))
      .body.cashRules;
    try {
      await setting('cashRules', { ...rules, pointConversion: { min: 2_500, enabled: true } });
      expect((await s.call('pointChange', { point: 2_000 }, { token })).code).toBe('P004');
      await setting('cashRules', { ...rules, pointConversion: { min: 1_000, enabled: false } });
      expect((await s.call('pointChange', { point: 2_000 }, { token })).code).toBe('P009');
    } finally {
      await setting('cashRules', rules);
    }
    expect(await balances('pt02')).toEqual({ cash: 0, points: 3_000 });
  });

  it('an Idempotency-Key applies the conversion once', async () => {
    await makeMember(s, { memId: 'pt03', points: 10_000 });
    const token = await s.login('pt03');
    const a = await s.call('pointChange', { point: 2_000 }, { token, key: 'conversion-key-0001' });
    const b = await s.call('pointChange', { point: 2_000 }, { token, key: 'conversion-key-0001' });
    expect(b).toEqual(a);
    expect(await balances('pt03')).toEqual({ cash: 2_000, points: 8_000 });
  });
});

/** A coupon of the member's, straight into the table. */
async function coupon(memId: string, o: { kind: 'cash' | 'point'; amount: number; expiresOn?: string | null; name?: string }) {
  const rows = await db()
    .insert(coupons)
    .values({ memId, name: o.name ?? `${o.kind} ${o.amount}`, kind: o.kind, amount: o.amount, expiresOn: o.expiresOn ?? null })
    .returning({ idx: coupons.idx });
  return rows[0]?.idx ?? 0;
}

describe('the point summary', () => {
  it("adds up for every seeded member: accrued minus used is the balance, and the list's records make both", async () => {
    const ids = new Set(SEED_MEMBERS.map((m) => m.memId));
    const seeded = (await db().select({ memId: members.memId, points: members.points }).from(members)).filter((m) => ids.has(m.memId));
    expect(seeded.length).toBeGreaterThan(3);
    for (const m of seeded) {
      const token = await s.login(m.memId).catch(() => null);
      if (token === null) continue; // waiting or locked: cannot sign in
      const { summary } = okData(await s.call('pointList', { count_per_list: 1 }, { token }));
      expect(summary.remaining, m.memId).toBe(m.points);
      expect(summary.totalAccumulated - summary.totalUsed, m.memId).toBe(summary.remaining);
    }
  });
});

describe('coupons', () => {
  it('a cash coupon adds cash (ledger reason coupon), a point coupon points and a point record; used twice is T999', async () => {
    await makeMember(s, { memId: 'cp01', cash: 100 });
    const token = await s.login('cp01');
    const cash = await coupon('cp01', { kind: 'cash', amount: 10_000 });
    const point = await coupon('cp01', { kind: 'point', amount: 3_000 });
    expect(okData(await s.call('couponUse', { couponIdx: cash }, { token }))).toEqual({ cashAmt: 10_100, pointAmt: 0, gameMoney: 0 });
    expect(okData(await s.call('couponUse', { couponIdx: point }, { token }))).toEqual({ cashAmt: 10_100, pointAmt: 3_000, gameMoney: 0 });
    expect((await s.call('couponUse', { couponIdx: cash }, { token })).code).toBe('T999');
    expect((await ledgerRows('cp01', 'coupon')).map((r) => [r.account, r.amount, r.txId])).toEqual([
      ['cash', 10_000, `coupon:${cash}`],
      ['points', 3_000, `coupon:${point}`],
    ]);
    expect(await db().select().from(pointRecords).where(eq(pointRecords.memId, 'cp01'))).toEqual([
      expect.objectContaining({ points: 3_000, appliedPoints: 0 }),
    ]);
    const list = okData(await s.call('couponList', {}, { token }));
    expect(list.list.map((c) => [c.couponIdx, c.status])).toEqual([
      [point, 'used'],
      [cash, 'used'],
    ]);
    expect(list.list[0]?.useDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("another member's coupon and one expired by the sandbox clock are T999; the list shows it expired", async () => {
    await makeMember(s, { memId: 'cp02' });
    let token = await s.login('cp02');
    const mine = await coupon('cp02', { kind: 'cash', amount: 5_000, expiresOn: '2030-01-31' });
    const theirs = await coupon('tester01', { kind: 'cash', amount: 5_000 });
    expect((await s.call('couponUse', { couponIdx: theirs }, { token })).code).toBe('T999');
    expect(okData(await s.call('couponList', { status: 'unused' }, { token })).list.map((c) => c.couponIdx)).toEqual([mine]);
    await s.operator('POST', '/__sandbox/clock', { now: '2030-02-01T03:00:00Z' });
    // years later the session has expired (docs/rules.md#sessions): the member signs in again
    token = await s.login('cp02');
    try {
      expect(okData(await s.call('couponList', { status: 'unused' }, { token })).list).toEqual([]);
      expect(okData(await s.call('couponList', { status: 'expired' }, { token })).list).toEqual([
        expect.objectContaining({ couponIdx: mine, status: 'expired', expireDate: '2030-01-31' }),
      ]);
      expect((await s.call('couponUse', { couponIdx: mine }, { token })).code).toBe('T999');
      expect((await s.call('couponGift', { couponIdx: mine, targetId: 'tester01' }, { token })).code).toBe('T999');
    } finally {
      await s.operator('POST', '/__sandbox/clock', {});
    }
    expect(await balances('cp02')).toEqual({ cash: 0, points: 0 });
  });

  it('a gift: unknown member or oneself C302; then gifted (toId) here and unused (fromId) there; a second gift T999', async () => {
    await makeMember(s, { memId: 'cp03' });
    await makeMember(s, { memId: 'cp04' });
    const token = await s.login('cp03');
    const idx = await coupon('cp03', { kind: 'point', amount: 7_000, name: '선물 쿠폰' });
    expect((await s.call('couponGift', { couponIdx: idx, targetId: 'nobody77' }, { token })).code).toBe('C302');
    expect((await s.call('couponGift', { couponIdx: idx, targetId: 'cp03' }, { token })).code).toBe('C302');
    expect(okData(await s.call('couponGift', { couponIdx: idx, targetId: 'cp04' }, { token }))).toEqual({ resultCode: '0' });
    expect((await s.call('couponGift', { couponIdx: idx, targetId: 'cp04' }, { token })).code).toBe('T999');
    expect(okData(await s.call('couponList', {}, { token })).list).toEqual([
      expect.objectContaining({ couponIdx: idx, status: 'gifted', toId: 'cp04', fromId: null }),
    ]);
    const other = await s.login('cp04');
    const got = okData(await s.call('couponList', { status: 'unused' }, { token: other })).list;
    expect(got).toEqual([
      expect.objectContaining({ name: '선물 쿠폰', kind: 'point', amount: 7_000, status: 'unused', fromId: 'cp03', toId: null }),
    ]);
    expect(okData(await s.call('couponUse', { couponIdx: got[0]?.couponIdx ?? 0 }, { token: other })).pointAmt).toBe(7_000);
  });
});

describe('attendance', () => {
  afterEach(async () => {
    await s.operator('POST', '/__sandbox/clock', {});
  });

  it('one check-in per Seoul day (T999 again), points through the ledger, streaks by the rule in settings', async () => {
    await makeMember(s, { memId: 'at01' });
    let token: string;
    await setting('attendanceRewards', { rewardPoints: 100, streakRewards: [{ days: 2, points: 500 }] });
    try {
      await s.operator('POST', '/__sandbox/clock', { now: '2030-03-31T03:00:00Z' }); // 12:00 Seoul, the 31st
      // a later day: the member signs in again (docs/rules.md#sessions)
      token = await s.login('at01');
      expect(okData(await s.call('attendance', {}, { token }))).toEqual({
        month: '2030-03',
        checkedDays: [],
        consecutiveDays: 0,
        checkedToday: false,
        rewardPoints: 100,
        streakRewards: [{ days: 2, points: 500 }],
      });
      expect(okData(await s.call('attendanceCheck', {}, { token }))).toMatchObject({
        checkedDays: [31],
        consecutiveDays: 1,
        checkedToday: true,
        earnedPoints: 100,
      });
      expect((await s.call('attendanceCheck', {}, { token })).code).toBe('T999');
      await s.operator('POST', '/__sandbox/clock', { now: '2030-03-31T15:30:00Z' }); // 00:30 Seoul, April 1st
      token = await s.login('at01');
      const next = okData(await s.call('attendanceCheck', {}, { token }));
      expect(next).toMatchObject({ month: '2030-04', checkedDays: [1], consecutiveDays: 2, earnedPoints: 600 });
      expect(okData(await s.call('attendance', { month: '2030-03' }, { token })).checkedDays).toEqual([31]);
      expect(await balances('at01')).toEqual({ cash: 0, points: 700 });
      expect((await ledgerRows('at01', 'attendance')).map((r) => r.amount)).toEqual([100, 600]);
      const list = okData(await s.call('pointList', { kind: 'accrual' }, { token })).list;
      expect(list.map((r) => [r.kindCode, r.points])).toEqual([
        ['attendance', 600],
        ['attendance', 100],
      ]);
      await s.operator('POST', '/__sandbox/clock', { now: '2030-04-02T03:00:00Z' });
      token = await s.login('at01');
      expect(okData(await s.call('attendance', {}, { token }))).toMatchObject({ consecutiveDays: 2, checkedToday: false });
      await s.operator('POST', '/__sandbox/clock', { now: '2030-04-03T03:00:00Z' });
      token = await s.login('at01');
      expect(okData(await s.call('attendance', {}, { token }))).toMatchObject({ consecutiveDays: 0, checkedToday: false });
    } finally {
      await setting('attendanceRewards', { rewardPoints: 1_000, streakRewards: [] });
    }
  });

  it('a rule without rewards gives nothing and moves nothing', async () => {
    await makeMember(s, { memId: 'at02' });
    const token = await s.login('at02');
    await setting('attendanceRewards', { rewardPoints: 0, streakRewards: [] });
    const a = okData(await s.call('attendanceCheck', {}, { token }));
    expect(a).toMatchObject({ consecutiveDays: 1, earnedPoints: 0 });
    expect(a.rewardPoints).toBeUndefined();
    expect(await balances('at02')).toEqual({ cash: 0, points: 0 });
  });
});

describe('console member routes', () => {
  it('lists members by state and text', async () => {
    await makeMember(s, { memId: 'lst01', state: 'waiting', cash: 500 });
    const r = await s.operator<{ rows: { memId: string; state: string; cash: number; joinedAt: string }[] }>(
      'GET',
      '/__sandbox/members?state=waiting&q=lst0',
    );
    expect(r.body.rows).toEqual([expect.objectContaining({ memId: 'lst01', state: 'waiting', cash: 500, points: 0, nick: 'nick-lst01' })]);
    expect((await s.operator('GET', '/__sandbox/members?state=gone')).status).toBe(400);
  });

  it('locking ends the sessions with a LOGOUT push; a locked member cannot log in, a suspended one can', async () => {
    await makeMember(s, { memId: 'st01' });
    const token = await s.login('st01');
    const push = await listen(s.sandbox.wsUrl, token);
    try {
      expect((await s.operator('POST', '/__sandbox/members/st01/state', { state: 'locked' })).body).toMatchObject({
        state: 'locked',
        endedSessions: 1,
      });
      expect(await push.waitFor('LOGOUT')).toEqual({ cmd: 'LOGOUT' });
    } finally {
      await push.close();
    }
    expect((await db().select().from(sessions).where(eq(sessions.token, token)))[0]?.endedBy).toBe('console');
    await expect(s.call('memberBalance', {}, { token })).rejects.toThrow(/HTTP 401/);
    expect((await s.call('memberLogin', { memId: 'st01', memPass: 'secret12' })).code).toBe('U001');
    await s.operator('POST', '/__sandbox/members/st01/state', { state: 'suspended' });
    expect((await s.call('memberLogin', { memId: 'st01', memPass: 'secret12' })).code).toBe('0');
    expect((await s.operator('POST', '/__sandbox/members/st01/state', { state: 'waiting' })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/members/nobody/state', { state: 'normal' })).status).toBe(404);
  });

  it('adjust gives and takes back cash and points through the ledger (reason console) and pushes CASH', async () => {
    await makeMember(s, { memId: 'adj01', cash: 1_000 });
    const token = await s.login('adj01');
    const push = await listen(s.sandbox.wsUrl, token);
    try {
      const r = await s.operator<{ ledger: { reason: string; amount: number; note: string } }>('POST', '/__sandbox/members/adj01/adjust', {
        account: 'cash',
        amount: 50_000,
        note: 'event',
      });
      expect(r.status).toBe(200);
      expect(r.body.ledger).toMatchObject({ reason: 'console', amount: 50_000, note: 'event' });
      expect(await push.waitFor('CASH')).toEqual({ cmd: 'CASH', data1: '51000', data2: '0' });
    } finally {
      await push.close();
    }
    expect((await s.operator('POST', '/__sandbox/members/adj01/adjust', { account: 'points', amount: 4_000 })).status).toBe(200);
    expect((await s.operator('POST', '/__sandbox/members/adj01/adjust', { account: 'points', amount: -1_500 })).status).toBe(200);
    expect((await s.operator('POST', '/__sandbox/members/adj01/adjust', { account: 'cash', amount: -60_000 })).status).toBe(409);
    expect((await s.operator('POST', '/__sandbox/members/adj01/adjust', { account: 'cash', amount: 1.5 })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/members/adj01/adjust', { account: 'game', amount: 1 })).status).toBe(400);
    expect((await s.operator('POST', '/__sandbox/members/nobody/adjust', { account: 'cash', amount: 1 })).status).toBe(404);
    expect(await balances('adj01')).toEqual({ cash: 51_000, points: 2_500 });
    const list = okData(await s.call('pointList', {}, { token })).list;
    expect(list.map((p) => [p.kind, p.points, p.appliedPoints])).toEqual([
      ['관리자 차감', 0, 1_500],
      ['관리자 지급', 4_000, 0],
    ]);
  });
});
