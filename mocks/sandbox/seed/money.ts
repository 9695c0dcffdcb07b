// The seeded money history: three months of cash requests in every status, point records of every
// kind, coupons in every status and attendance days, each with the ledger rows it made, in the order
// it happened (ledger.ts `move`, so every balance is the sum of its rows and the audit agrees).
//
// Each member's history is simulated day by day from a zero balance (a withdrawal never takes more
// than the member had, a conversion never more points than it had), then one `seed` row brings each
// balance to the member's seeded figure: the net of the games played before the seed, which the
// sandbox keeps no record of. Every ledger row is then dated when its history happened.
//
// Ledger reasons written here: deposit-approved, deposit-bonus, withdrawal-requested,
// withdrawal-rejected (as the cash operations write them), attendance, coupon, point-conversion (as
// the reward operations do), point-<kindCode> for the other accruals (charge, betting, recommend,
// event, admin), point-admin (points taken back by the site), seed.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/open';
import { attendance, cashRequests, coupons, ledger, pointRecords, type LedgerAccount } from '../db/schema';
import { move } from '../ledger';
import { SEED_MEMBERS, type SeedMember } from './members';
import { createRng, later, MINUTE, seoulAt, seoulDay, spreadDays, type Rng } from './time';

type CashInsert = typeof cashRequests.$inferInsert;
type PointInsert = typeof pointRecords.$inferInsert;
type CouponInsert = typeof coupons.$inferInsert;
type AttendanceInsert = typeof attendance.$inferInsert;

type Ref = { table: 'cash' | 'point' | 'coupon'; i: number } | { table: 'tx'; tx: string };

interface PlannedMove {
  memId: string;
  account: LedgerAccount;
  amount: number;
  reason: string;
  ref: Ref;
  at: Date;
  note?: string;
}

/** What the history adds up to, before it is written. */
interface Plan {
  cash: CashInsert[];
  points: PointInsert[];
  coupons: CouponInsert[];
  attendance: AttendanceInsert[];
  moves: PlannedMove[];
}

/** The bonus rates of the seeded site option (site.ts), docs/rules.md#constants. */
const FIRST_CHARGE_BONUS = 20;
const DAILY_CHARGE_BONUS = 10;
/** Deposit points, betting points and a partner's recommend points, in percent. */
const CHARGE_POINT_PERCENT = 3;
const BETTING_POINT_PERCENT = 1;
const RECOMMEND_POINT_PERCENT = 2;
/** The account part's default attendance rule (settings key attendanceRewards): per check-in, and on the day a streak reaches so many days. */
const ATTENDANCE_POINTS = 1_000;
const ATTENDANCE_STREAKS: Record<number, number> = { 7: 5_000, 15: 15_000, 30: 50_000 };
const COIN_RATE = 1_400;

const DEPOSITS = [30_000, 50_000, 100_000, 100_000, 200_000, 300_000, 300_000, 500_000, 1_000_000];
const WITHDRAWALS = [10_000, 30_000, 50_000, 100_000, 150_000, 200_000, 300_000, 500_000, 800_000, 1_000_000];
const DEPOSIT_REJECTS = ['입금자명 불일치', '입금 내역 확인 불가', '중복 신청'];
const WITHDRAWAL_REJECTS = ['등록 계좌 확인 필요', '롤링 조건 미충족', '중복 신청'];

/** USDT for won at a rate, rounded down to two decimals. */
const coinOf = (won: number, rate: number): string => (Math.floor((won * 100) / rate) / 100).toFixed(2);
/** What a coin deposit of `coin` USDT is worth in won: rounded down, as the cash operations value it. */
const wonOf = (coin: string, rate: number): number => Math.floor((Math.round(Number(coin) * 100) * rate) / 100);
const hex64 = (rng: Rng): string => Array.from({ length: 64 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');

/** Simulates one member's history; events are placed in hour bands per day so the order is the time order. */
function planMember(m: SeedMember, now: Date, rng: Rng, plan: Plan): void {
  const bal = { cash: 0, points: 0 };
  const timeline: { at: Date; run: () => void }[] = [];
  const lastDay = m.joinedDaysAgo - 1;
  if (lastDay < 1 && !m.pending) return;

  const moveOf = (account: LedgerAccount, amount: number, reason: string, ref: Ref, at: Date, note?: string): void => {
    bal[account === 'cash' ? 'cash' : 'points'] += amount;
    plan.moves.push({ memId: m.memId, account, amount, reason, ref, at, ...(note ? { note } : {}) });
  };
  const pointRecord = (r: Omit<PointInsert, 'memId'>, at: Date): Ref => {
    plan.points.push({ ...r, memId: m.memId, createdAt: at });
    return { table: 'point', i: plan.points.length - 1 };
  };
  const accrue = (kindCode: string, points: number, percent: number | null, at: Date): void => {
    const ref = pointRecord({ kindCode, points, percent }, at);
    moveOf('points', points, `point-${kindCode}`, ref, at);
  };

  // cash requests, 10:00–20:59 and processed within 40 minutes
  let approvedDeposits = 0;
  const noMoney = m.cash === 0 && m.points === 0;
  for (const day of spreadDays(rng, m.cashRequests, 1, lastDay)) {
    const applied = seoulAt(now, day, rng.int(10, 20), rng.int(0, 59));
    timeline.push({
      at: applied,
      run: () => {
        const out = !noMoney && bal.cash >= 10_000 && rng.chance(bal.cash > m.cash ? 0.6 : 0.3);
        const coin = rng.chance(0.15) && (!out || m.wallet !== undefined);
        const waitAt = later(applied, rng.int(1, 5) * MINUTE);
        const processedAt = later(waitAt, rng.int(2, 30) * MINUTE);
        const approved = !noMoney && rng.chance(0.85);
        const rate = COIN_RATE + rng.int(-15, 15);
        const asked = out ? rng.pick(WITHDRAWALS.filter((a) => a <= bal.cash)) : rng.pick(DEPOSITS);
        const coinAmount = coin ? coinOf(asked, rate) : null;
        // a coin deposit is the USDT sent, valued in won; a withdrawal is asked in won
        const amount = coinAmount !== null && !out ? wonOf(coinAmount, rate) : asked;
        let bonus = 0;
        if (!out && approved && !coin) {
          if (approvedDeposits === 0) bonus = (amount * FIRST_CHARGE_BONUS) / 100;
          else if (rng.chance(0.5)) bonus = (amount * DAILY_CHARGE_BONUS) / 100;
        }
        plan.cash.push({
          memId: m.memId,
          direction: out ? 'out' : 'in',
          payType: coin ? 'coin' : 'bank',
          amount,
          bonusAmt: bonus,
          status: approved ? '1' : '-1',
          appliedAt: applied,
          waitAt,
          processedAt,
          depositName: !out && !coin ? m.name : null,
          coinAmount,
          coinRate: coin ? rate : null,
          txHash: coin && !out ? hex64(rng) : null,
          walletAddress: coin && out ? (m.wallet ?? null) : null,
          network: coin && out && m.wallet ? (m.wallet.startsWith('0x') ? 'ERC20' : 'TRC20') : null,
          rejectReason: approved ? null : rng.pick(out ? WITHDRAWAL_REJECTS : DEPOSIT_REJECTS),
        });
        const ref: Ref = { table: 'cash', i: plan.cash.length - 1 };
        if (out) {
          moveOf('cash', -amount, 'withdrawal-requested', ref, applied);
          if (!approved) moveOf('cash', amount, 'withdrawal-rejected', ref, processedAt);
        } else if (approved) {
          approvedDeposits += 1;
          moveOf('cash', amount, 'deposit-approved', ref, processedAt);
          if (bonus > 0) moveOf('cash', bonus, 'deposit-bonus', ref, processedAt);
          // deposit points only when no bonus was taken
          if (bonus === 0)
            accrue('charge', Math.floor((amount * CHARGE_POINT_PERCENT) / 100), CHARGE_POINT_PERCENT, later(processedAt, 1_000));
        }
      },
    });
    // converting points to cash, 21:45–21:59, when the member has more than it keeps
    const convertAt = seoulAt(now, day, 21, rng.int(45, 59));
    timeline.push({
      at: convertAt,
      run: () => {
        const spare = Math.min(3, Math.floor((bal.points - m.points) / 10_000));
        if (spare < 1 || !rng.chance(0.7)) return;
        const points = spare * 10_000;
        const ref = pointRecord(
          { kindCode: 'conversion', useCategoryCode: 'cash', points: 0, appliedPoints: points, percent: 0 },
          convertAt,
        );
        moveOf('points', -points, 'point-conversion', ref, convertAt);
        moveOf('cash', points, 'point-conversion', ref, convertAt);
      },
    });
  }
  if (noMoney) {
    planTimeline(timeline);
    return;
  }

  // betting points 22:00–23:50; a partner's recommend points too
  for (const day of spreadDays(rng, Math.ceil(m.cashRequests / 3), 1, lastDay)) {
    const at = seoulAt(now, day, rng.int(22, 23), rng.int(0, 50));
    timeline.push({ at, run: () => accrue('betting', rng.int(10, 200) * 10, BETTING_POINT_PERCENT, at) });
  }
  if (m.partnerType) {
    for (const day of spreadDays(rng, 3, 1, lastDay)) {
      const at = seoulAt(now, day, 22, rng.int(51, 59));
      timeline.push({ at, run: () => accrue('recommend', rng.int(5, 30) * 100, RECOMMEND_POINT_PERCENT, at) });
    }
  }
  // attendance 00:05–08:59, never today (the member can still check in); tester01 checked in the
  // last eight days in a row (the seventh earned the streak reward) and a few days before
  const attendDays =
    m.memId === 'tester01'
      ? [...spreadDays(rng, 4, 12, Math.min(30, lastDay)), 8, 7, 6, 5, 4, 3, 2, 1]
      : spreadDays(rng, rng.int(0, 3), 1, Math.min(30, lastDay));
  const attended = new Map<number, number>();
  for (const day of attendDays) {
    const at = seoulAt(now, day, rng.int(0, 8), rng.int(5, 59));
    const streak = (attended.get(day + 1) ?? 0) + 1;
    attended.set(day, streak);
    timeline.push({
      at,
      run: () => {
        const date = seoulDay(now, day);
        const points = ATTENDANCE_POINTS + (ATTENDANCE_STREAKS[streak] ?? 0);
        plan.attendance.push({ memId: m.memId, day: date, createdAt: at });
        pointRecord({ kindCode: 'attendance', points, percent: 0 }, at);
        moveOf('points', points, 'attendance', { table: 'tx', tx: `attendance:${m.memId}:${date}` }, at);
      },
    });
  }
  // the site's own: event points, points given and taken back, 09:00–09:29
  for (const day of spreadDays(rng, rng.int(0, 1) + (m.memId === 'tester01' ? 1 : 0), 1, lastDay)) {
    const at = seoulAt(now, day, 9, rng.int(0, 29));
    timeline.push({ at, run: () => accrue('event', rng.pick([3_000, 5_000, 5_000]), 0, at) });
  }
  if (rng.chance(0.3) || m.memId === 'tester01') {
    const day = rng.int(1, lastDay);
    const at = seoulAt(now, day, 9, rng.int(0, 29));
    timeline.push({ at, run: () => accrue('admin', 1_000, 0, at) });
  }
  if (m.memId === 'tester01') {
    const at = seoulAt(now, Math.min(lastDay, 25), 9, 40);
    timeline.push({
      at,
      run: () => {
        if (bal.points < 2_000) return;
        const ref = pointRecord({ kindCode: 'admin', useCategoryCode: 'admin', points: 0, appliedPoints: 2_000, percent: 0 }, at);
        moveOf('points', -2_000, 'point-admin', ref, at);
      },
    });
  }

  // coupons (09:30–09:59 when used)
  for (const c of couponsOf(m, now, lastDay)) {
    const usedAt = c.usedAt;
    plan.coupons.push({ ...c, memId: m.memId });
    const ref: Ref = { table: 'coupon', i: plan.coupons.length - 1 };
    if (c.status === 'used' && usedAt) {
      timeline.push({
        at: usedAt,
        run: () => {
          moveOf(c.kind === 'cash' ? 'cash' : 'points', c.amount, 'coupon', ref, usedAt, c.name);
          // a point coupon's points have their record, as the coupon operation writes it (kind event)
          if (c.kind !== 'cash') pointRecord({ kindCode: 'event', points: c.amount, percent: 0 }, usedAt);
        },
      });
    }
  }

  // requests still open, made earlier today (a withdrawal took its amount when requested)
  for (const [n, p] of (m.pending ?? []).entries()) {
    const applied = new Date(now.getTime() - (20 + 7 * n) * MINUTE);
    timeline.push({
      at: applied,
      run: () => {
        const coin = p.payType === 'coin';
        const rate = COIN_RATE;
        const coinAmount = coin ? coinOf(p.amount, rate) : null;
        plan.cash.push({
          memId: m.memId,
          direction: p.direction,
          payType: p.payType,
          amount: coinAmount !== null && p.direction === 'in' ? wonOf(coinAmount, rate) : p.amount,
          bonusAmt: 0,
          status: p.status,
          appliedAt: applied,
          waitAt: p.status === '2' ? later(applied, 3 * MINUTE) : null,
          processedAt: null,
          depositName: p.direction === 'in' && !coin ? m.name : null,
          coinAmount,
          coinRate: coin ? rate : null,
          txHash: coin && p.direction === 'in' ? hex64(rng) : null,
          walletAddress: coin && p.direction === 'out' ? (m.wallet ?? null) : null,
          network: coin && p.direction === 'out' ? 'TRC20' : null,
        });
        if (p.direction === 'out') moveOf('cash', -p.amount, 'withdrawal-requested', { table: 'cash', i: plan.cash.length - 1 }, applied);
      },
    });
  }
  planTimeline(timeline);
}

function planTimeline(timeline: { at: Date; run: () => void }[]): void {
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of timeline) e.run();
}

type SeedCoupon = Omit<CouponInsert, 'memId'> & { kind: 'cash' | 'point'; amount: number };

/** Coupons in every status; the two gifts are seen from both sides. */
function couponsOf(m: SeedMember, now: Date, lastDay: number): SeedCoupon[] {
  const d = (daysAgo: number, hh = 9, mm = 45): Date => seoulAt(now, Math.min(daysAgo, lastDay), hh, mm);
  switch (m.memId) {
    case 'tester01':
      return [
        {
          name: '신규가입 축하 쿠폰',
          kind: 'cash',
          amount: 10_000,
          status: 'used',
          createdAt: d(88),
          usedAt: d(87),
          expiresOn: seoulDay(now, 58),
        },
        {
          name: '주말 충전 쿠폰',
          kind: 'point',
          amount: 5_000,
          status: 'used',
          createdAt: d(50),
          usedAt: d(48),
          expiresOn: seoulDay(now, 36),
        },
        { name: '추석 이벤트 쿠폰', kind: 'cash', amount: 20_000, status: 'expired', createdAt: d(40), expiresOn: seoulDay(now, 10) },
        { name: '친구 선물 쿠폰', kind: 'cash', amount: 10_000, status: 'gifted', toId: 'jihoon77', createdAt: d(20), usedAt: d(12) },
        { name: '출석 개근 쿠폰', kind: 'point', amount: 3_000, status: 'unused', createdAt: d(6), expiresOn: seoulDay(now, -14) },
        { name: '친구 선물 쿠폰', kind: 'point', amount: 2_000, status: 'unused', fromId: 'sora1004', createdAt: d(4) },
        { name: 'VIP 감사 쿠폰', kind: 'cash', amount: 50_000, status: 'unused', createdAt: d(2) },
      ];
    case 'jihoon77':
      return [
        { name: '신규가입 축하 쿠폰', kind: 'cash', amount: 10_000, status: 'used', createdAt: d(86), usedAt: d(85) },
        { name: '친구 선물 쿠폰', kind: 'cash', amount: 10_000, status: 'unused', fromId: 'tester01', createdAt: d(12) },
      ];
    case 'sora1004':
      return [
        { name: '친구 선물 쿠폰', kind: 'point', amount: 2_000, status: 'gifted', toId: 'tester01', createdAt: d(9), usedAt: d(4) },
        { name: '주말 충전 쿠폰', kind: 'point', amount: 5_000, status: 'unused', createdAt: d(3), expiresOn: seoulDay(now, -4) },
      ];
    case 'jameslee':
      return [
        { name: '추석 이벤트 쿠폰', kind: 'cash', amount: 20_000, status: 'expired', createdAt: d(40), expiresOn: seoulDay(now, 10) },
      ];
    case 'minh01':
      return [
        { name: '신규가입 축하 쿠폰', kind: 'cash', amount: 10_000, status: 'used', createdAt: d(68), usedAt: d(66) },
        { name: 'VIP 감사 쿠폰', kind: 'point', amount: 3_000, status: 'unused', createdAt: d(2), expiresOn: seoulDay(now, -30) },
      ];
    case 'lanvi02':
      return [{ name: '출석 개근 쿠폰', kind: 'point', amount: 3_000, status: 'used', createdAt: d(20), usedAt: d(19) }];
    default:
      return [];
  }
}

const txIdOf = (ref: Ref, ids: { cash: number[]; point: number[]; coupon: number[] }): string => {
  if (ref.table === 'tx') return ref.tx;
  const idx = ids[ref.table][ref.i];
  if (idx === undefined) throw new Error(`seed: no ${ref.table} row ${ref.i}`);
  return `${ref.table}:${idx}`;
};

export async function seedMoney(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(24);
  const plan: Plan = { cash: [], points: [], coupons: [], attendance: [], moves: [] };
  for (const m of SEED_MEMBERS) planMember(m, now, rng, plan);

  const ids = {
    cash: plan.cash.length ? (await tx.insert(cashRequests).values(plan.cash).returning({ idx: cashRequests.idx })).map((r) => r.idx) : [],
    point: plan.points.length
      ? (await tx.insert(pointRecords).values(plan.points).returning({ idx: pointRecords.idx })).map((r) => r.idx)
      : [],
    coupon: plan.coupons.length ? (await tx.insert(coupons).values(plan.coupons).returning({ idx: coupons.idx })).map((r) => r.idx) : [],
  };
  if (plan.attendance.length) await tx.insert(attendance).values(plan.attendance);

  // per member: an opening row if its history ever dipped below zero (it does not, as simulated),
  // then the history in time order, then the row that makes the seeded balance
  const byMember = new Map<string, PlannedMove[]>();
  for (const mv of plan.moves) byMember.set(mv.memId, [...(byMember.get(mv.memId) ?? []), mv]);
  const ordered: PlannedMove[] = [];
  for (const m of SEED_MEMBERS) {
    const history = (byMember.get(m.memId) ?? []).sort((a, b) => a.at.getTime() - b.at.getTime());
    const joined = new Date(now.getTime() - m.joinedDaysAgo * 86_400_000);
    for (const account of ['cash', 'points'] as const) {
      let run = 0;
      let low = 0;
      for (const mv of history) {
        if (mv.account !== account) continue;
        run += mv.amount;
        low = Math.min(low, run);
      }
      if (low < 0)
        ordered.push({ memId: m.memId, account, amount: -low, reason: 'seed', ref: { table: 'tx', tx: 'seed:opening' }, at: joined });
      const rest = (account === 'cash' ? m.cash : m.points) - run + low;
      if (rest !== 0) {
        history.push({
          memId: m.memId,
          account,
          amount: rest,
          reason: 'seed',
          ref: { table: 'tx', tx: 'seed:balance' },
          at: now,
          note: 'the net of the games played before the seed',
        });
      }
    }
    ordered.push(...history);
  }
  // the rows that bring points to the seeded figure are the site's adjustments: each has its point
  // record (admin given or taken back), so the point list and its summary add up to the balance
  const adjustments = ordered
    .filter((mv) => mv.account === 'points' && mv.reason === 'seed')
    .map((mv) => ({
      memId: mv.memId,
      kindCode: 'admin',
      useCategoryCode: mv.amount > 0 ? 'none' : 'admin',
      points: Math.max(mv.amount, 0),
      appliedPoints: Math.max(-mv.amount, 0),
      percent: 0,
      createdAt: mv.at,
    }));
  if (adjustments.length) await tx.insert(pointRecords).values(adjustments);
  for (const mv of ordered) {
    await move(tx, {
      memId: mv.memId,
      account: mv.account,
      amount: mv.amount,
      reason: mv.reason,
      txId: txIdOf(mv.ref, ids),
      note: mv.note,
    });
  }

  // date every ledger row when its history happened (one statement; a row is known by member,
  // account, reason and transaction)
  const dated = ordered.map(
    (mv) => sql`(${mv.memId}, ${mv.account}, ${mv.reason}, ${txIdOf(mv.ref, ids)}, ${mv.at.toISOString()}::timestamptz)`,
  );
  if (dated.length) {
    await tx.execute(sql`
      update ${ledger} set created_at = v.at
      from (values ${sql.join(dated, sql`, `)}) as v(mem_id, account, reason, tx_id, at)
      where ${ledger.memId} = v.mem_id and ${ledger.account} = v.account and ${ledger.reason} = v.reason and ${ledger.txId} = v.tx_id`);
  }
}
