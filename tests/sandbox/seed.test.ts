// The seeded site: members in every state, the partner tree, three months of cash
// requests in every status with the ledger rows they made, and the listed logins.
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoul } from '../../mocks/sandbox/clock';
import type { Db } from '../../mocks/sandbox/db/open';
import { attendance, cashRequests, comments, coupons, ledger, members, messages, pointRecords, posts } from '../../mocks/sandbox/db/schema';
import { SEED_MEMBERS, SEED_PASSWORD } from '../../mocks/sandbox/seed/data';
import { getSetting } from '../../mocks/sandbox/settings';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
let db: Db;
beforeAll(async () => {
  s = await openTestSandbox();
  db = s.sandbox.database.db;
}, 120_000);
checkTheBooks(() => s);

describe('the seeded site', () => {
  it('has members in every state', async () => {
    const rows = await db.select({ state: members.state, n: count() }).from(members).groupBy(members.state);
    expect(rows.map((r) => r.state).sort()).toEqual(['locked', 'normal', 'suspended', 'waiting']);
  });

  it('has a partner tree PTN_1 → PTN_5, each partner with members under it', async () => {
    const all = await db.select().from(members);
    const byId = new Map(all.map((m) => [m.memId, m]));
    const chain: string[] = [];
    for (let m = byId.get('partner05'); m; m = m.parentId ? byId.get(m.parentId) : undefined) chain.push(`${m.memId}:${m.partnerType}`);
    expect(chain).toEqual(['partner05:PTN_5', 'partner04:PTN_4', 'partner03:PTN_3', 'partner02:PTN_2', 'partner01:PTN_1']);
    for (const p of all.filter((m) => m.partnerType)) {
      expect(
        all.some((m) => m.parentId === p.memId && !m.partnerType),
        `${p.memId} has sub-members`,
      ).toBe(true);
    }
    // only a partner recommends
    for (const m of all.filter((x) => x.recommenderId)) expect(byId.get(m.recommenderId ?? '')?.partnerType).toBeTruthy();
  });

  it('has cash requests in every status, both ways, over three months', async () => {
    const rows = await db
      .select({ status: cashRequests.status, direction: cashRequests.direction, n: count() })
      .from(cashRequests)
      .groupBy(cashRequests.status, cashRequests.direction);
    for (const status of ['0', '2', '1', '-1'] as const) {
      for (const direction of ['in', 'out'] as const) {
        expect(
          rows.some((r) => r.status === status && r.direction === direction),
          `${direction} ${status}`,
        ).toBe(true);
      }
    }
    const [span] = await db.select({ first: sql<string>`min(${cashRequests.appliedAt})` }).from(cashRequests);
    expect(Date.now() - Date.parse(span?.first ?? '')).toBeGreaterThan(80 * 86_400_000);
    const coin = await db.select().from(cashRequests).where(eq(cashRequests.payType, 'coin'));
    expect(coin.length).toBeGreaterThan(0);
    // a coin deposit is its USDT valued at its rate (rounded down); a withdrawal's USDT is its won at the rate
    for (const c of coin) {
      const usdt = Number(c.coinAmount);
      const rate = c.coinRate ?? 0;
      if (c.direction === 'in') expect(c.amount).toBe(Math.floor((Math.round(usdt * 100) * rate) / 100));
      else expect(usdt).toBe(Math.floor((c.amount * 100) / rate) / 100);
    }
  });

  it('wrote every request in the ledger as it happened: approved deposits, withdrawals taken and given back', async () => {
    const requests = await db.select().from(cashRequests);
    const rows = await db.select().from(ledger);
    const of = (idx: number, reason: string) => rows.filter((r) => r.txId === `cash:${idx}` && r.reason === reason);
    for (const c of requests) {
      if (c.direction === 'in') {
        expect(of(c.idx, 'deposit-approved').map((r) => r.amount)).toEqual(c.status === '1' ? [c.amount] : []);
        expect(of(c.idx, 'deposit-bonus').map((r) => r.amount)).toEqual(c.status === '1' && c.bonusAmt > 0 ? [c.bonusAmt] : []);
      } else {
        expect(of(c.idx, 'withdrawal-requested').map((r) => r.amount)).toEqual([-c.amount]);
        expect(of(c.idx, 'withdrawal-rejected').map((r) => r.amount)).toEqual(c.status === '-1' ? [c.amount] : []);
      }
      if (c.status === '1' || c.status === '-1') expect(c.processedAt && c.waitAt).toBeTruthy();
      if (c.status === '0') expect(c.waitAt).toBeNull();
    }
    // the ledger is dated by its history, not by the moment of seeding
    const [first] = await db
      .select({ at: sql<string>`min(${ledger.createdAt})` })
      .from(ledger)
      .where(eq(ledger.memId, 'tester01'));
    expect(Date.now() - Date.parse(first?.at ?? '')).toBeGreaterThan(60 * 86_400_000);
  });

  it('leaves tester01 free to act today: nothing open, no check-in today', async () => {
    const open = await db
      .select()
      .from(cashRequests)
      .where(and(eq(cashRequests.memId, 'tester01'), sql`${cashRequests.status} in ('0', '2')`));
    expect(open).toEqual([]);
    const today = seoul(new Date()).date;
    expect(
      await db
        .select()
        .from(attendance)
        .where(and(eq(attendance.memId, 'tester01'), eq(attendance.day, today))),
    ).toEqual([]);
  });

  it('has coupons in every status, point records of many kinds, messages read and unread', async () => {
    const statuses = await db.selectDistinct({ status: coupons.status }).from(coupons).where(eq(coupons.memId, 'tester01'));
    expect(statuses.map((r) => r.status).sort()).toEqual(['expired', 'gifted', 'unused', 'used']);
    const kinds = await db.selectDistinct({ kind: pointRecords.kindCode }).from(pointRecords);
    expect(kinds.map((r) => r.kind).sort()).toEqual(['admin', 'attendance', 'betting', 'charge', 'conversion', 'event', 'recommend']);
    const unread = await db
      .select()
      .from(messages)
      .where(and(eq(messages.memId, 'tester01'), isNull(messages.readAt)));
    const read = await db
      .select()
      .from(messages)
      .where(and(eq(messages.memId, 'tester01'), isNotNull(messages.readAt)));
    expect(unread.length).toBeGreaterThan(0);
    expect(read.length).toBeGreaterThan(0);
  });

  it('has notices, events, FAQ, free posts with comments, and inquiries answered and waiting', async () => {
    const boards = await db.select({ boardType: posts.boardType, n: count() }).from(posts).groupBy(posts.boardType);
    expect(boards.map((b) => b.boardType).sort()).toEqual(['accountqna', 'event', 'faq', 'free', 'notice', 'qna']);
    expect((await db.select({ n: count() }).from(comments))[0]?.n).toBeGreaterThan(5);
    for (const boardType of ['qna', 'accountqna']) {
      const rows = await db.select().from(posts).where(eq(posts.boardType, boardType));
      expect(rows.some((r) => r.answer !== null && r.answeredAt !== null)).toBe(true);
      expect(rows.some((r) => r.answer === null)).toBe(true);
    }
  });

  it('sets the site: option, banks of the contract, popups, codes, the coin wallet', async () => {
    expect((await getSetting(db, 'siteOption')).siteOption.sns2Link).toBe('https://t.me/winner_cs');
    const banks = (await getSetting(db, 'banks')).map((b) => b.bankCode);
    expect(banks).toEqual(expect.arrayContaining(['004', '088', '020', '090']));
    const popups = await getSetting(db, 'popups');
    expect(popups.guest.length && popups.member.length).toBeGreaterThan(0);
    expect((await getSetting(db, 'codes')).every((c) => c.groupCode === 'bcategory')).toBe(true);
    expect((await getSetting(db, 'cashRules')).coinWallet?.network).toBe('TRC20');
  });
});

describe('the listed logins', () => {
  it('tester01 and partner01 are as other tests expect them', async () => {
    const t = okData(await s.call('memberLogin', { memId: 'tester01', memPass: 'secret12' }));
    expect(t.member).toMatchObject({
      cashAmt: 1_250_000,
      pointAmt: 35_000,
      cashOutPassYn: 'Y',
      isPartnerMember: 'N',
      recommenderId: 'partner01',
    });
    expect(t.msgInfo.newMsg).toBeGreaterThan(0);
    const p = okData(await s.call('memberLogin', { memId: 'partner01', memPass: 'secret12' }));
    expect(p.member).toMatchObject({ cashAmt: 5_000_000, isPartnerMember: 'Y', partnerType: 'PTN_1' });
  });

  it('every seeded member logs in with secret12, except the waiting (LX13) and locked (U001) ones', async () => {
    for (const m of SEED_MEMBERS) {
      const a = await s.call('memberLogin', { memId: m.memId, memPass: SEED_PASSWORD });
      if (m.state === 'waiting' || m.state === 'locked') {
        expect(a.code, m.memId).toBe(m.state === 'waiting' ? 'LX13' : 'U001');
        continue;
      }
      const d = okData(a);
      expect(d.member, m.memId).toMatchObject({ cashAmt: m.cash, pointAmt: m.points, cashOutPassYn: m.cashOutPass ? 'Y' : 'N' });
    }
  });

  it('has a member without a withdrawal PIN and one without money', async () => {
    expect(okData(await s.call('memberLogin', { memId: 'tester02', memPass: 'secret12' })).member.cashOutPassYn).toBe('N');
    expect(okData(await s.call('memberLogin', { memId: 'tester03', memPass: 'secret12' })).member).toMatchObject({
      cashAmt: 0,
      pointAmt: 0,
    });
  });
});
