// Simulates one seeded member's money history day by day from a zero balance: cash requests in every
// status, point records of every kind, coupons used and attendance days, each with the balance moves
// it makes, in the order it happened (a withdrawal never takes more than the member had, a conversion
// never more points than it had). money.ts writes what it plans.
import type { LedgerAccount } from '../db/schema';
import type { SeedMember } from './members';
import { couponsOf } from './money-coupons';
import type { CashInsert, Plan, PointInsert, Ref } from './money-plan';
import { later, MINUTE, seoulAt, seoulDay, spreadDays, type Rng } from './time';

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

/** A request's won and USDT: a coin deposit is the USDT sent, valued in won; anything else is asked in won. */
function amountsOf(asked: number, out: boolean, coin: boolean, rate: number): { amount: number; coinAmount: string | null } {
  const coinAmount = coin ? coinOf(asked, rate) : null;
  return { amount: coinAmount !== null && !out ? wonOf(coinAmount, rate) : asked, coinAmount };
}

type PayFields = Pick<CashInsert, 'direction' | 'payType' | 'depositName' | 'coinRate' | 'txHash' | 'walletAddress'>;

/** What a request carries for its way and kind of pay: a bank deposit its depositor's name, a coin deposit its hash, a coin withdrawal the wallet. */
const payOf = (m: SeedMember, rng: Rng, out: boolean, coin: boolean, rate: number): PayFields => ({
  direction: out ? 'out' : 'in',
  payType: coin ? 'coin' : 'bank',
  depositName: !out && !coin ? m.name : null,
  coinRate: coin ? rate : null,
  txHash: coin && !out ? hex64(rng) : null,
  walletAddress: coin && out ? (m.wallet ?? null) : null,
});

/** Simulates one member's history; events are placed in hour bands per day so the order is the time order. */
export function planMember(m: SeedMember, now: Date, rng: Rng, plan: Plan): void {
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
        const { amount, coinAmount } = amountsOf(asked, out, coin, rate);
        let bonus = 0;
        if (!out && approved && !coin) {
          if (approvedDeposits === 0) bonus = (amount * FIRST_CHARGE_BONUS) / 100;
          else if (rng.chance(0.5)) bonus = (amount * DAILY_CHARGE_BONUS) / 100;
        }
        plan.cash.push({
          memId: m.memId,
          // before the reject reason: both draw from rng
          ...payOf(m, rng, out, coin, rate),
          amount,
          coinAmount,
          bonusAmt: bonus,
          status: approved ? '1' : '-1',
          appliedAt: applied,
          waitAt,
          processedAt,
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
        const out = p.direction === 'out';
        const coin = p.payType === 'coin';
        plan.cash.push({
          memId: m.memId,
          ...payOf(m, rng, out, coin, COIN_RATE),
          ...amountsOf(p.amount, out, coin, COIN_RATE),
          bonusAmt: 0,
          status: p.status,
          appliedAt: applied,
          waitAt: p.status === '2' ? later(applied, 3 * MINUTE) : null,
          processedAt: null,
          network: coin && out ? 'TRC20' : null,
        });
        if (out) moveOf('cash', -p.amount, 'withdrawal-requested', { table: 'cash', i: plan.cash.length - 1 }, applied);
      },
    });
  }
  planTimeline(timeline);
}

function planTimeline(timeline: { at: Date; run: () => void }[]): void {
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of timeline) e.run();
}
