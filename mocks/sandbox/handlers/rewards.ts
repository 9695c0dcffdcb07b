// rewards operations, from state: point records and their conversion to cash, coupons (use, gift)
// and attendance. Every change of points or cash is a ledger move inside the member's action (told
// by CASH after the answer: money-push.ts).
import { and, count, desc, eq, gt, gte, isNull, lt, or, type SQL } from 'drizzle-orm';
import { seoul, seoulDateTime } from '../clock';
import type { Tx } from '../db/open';
import { attendance, coupons, pointRecords } from '../db/schema';
import { attendanceRewards, attendanceView } from '../domain/attendance';
import { memberById } from '../domain/members';
import { addPointRecord, pointRecordView, pointSummary, seoulDayStart } from '../domain/points';
import { memberAction } from '../idempotent';
import { move, type MemberRow } from '../ledger';
import { getSetting } from '../settings';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

const page = (b: { page?: number | undefined; count_per_list?: number | undefined }) => {
  const p = b.page ?? 1;
  const n = b.count_per_list ?? 10;
  return { page: p, count_per_list: n, offset: (p - 1) * n };
};

/** Seoul days inclusive → a createdAt range. */
const dayRange = (col: typeof pointRecords.createdAt | typeof coupons.createdAt, start?: string, end?: string): SQL | undefined =>
  and(start ? gte(col, seoulDayStart(start)) : undefined, end ? lt(col, new Date(seoulDayStart(end).getTime() + 86_400_000)) : undefined);

type CouponRow = typeof coupons.$inferSelect;
type CouponStatus = CouponRow['status'];

/** A coupon's status as of today (Seoul): an unused one past its last day is expired. */
const statusOn = (c: CouponRow, today: string): CouponStatus =>
  c.status === 'unused' && c.expiresOn !== null && c.expiresOn < today ? 'expired' : c.status;

const statusIs = (status: CouponStatus, today: string): SQL | undefined => {
  const stillValid = or(isNull(coupons.expiresOn), gte(coupons.expiresOn, today));
  if (status === 'unused') return and(eq(coupons.status, 'unused'), stillValid);
  if (status === 'expired') return or(eq(coupons.status, 'expired'), and(eq(coupons.status, 'unused'), lt(coupons.expiresOn, today)));
  return eq(coupons.status, status);
};

/** The member's coupon, locked for the action; undefined when it is not theirs. */
async function lockCoupon(tx: Tx, member: MemberRow, couponIdx: number): Promise<CouponRow | undefined> {
  const rows = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.idx, couponIdx), eq(coupons.memId, member.memId)))
    .for('update');
  return rows[0];
}

export const rewardsHandlers: Handlers = {
  async pointList(body, ctx) {
    const { member } = sessionOf(ctx);
    const p = page(body);
    const where = and(
      eq(pointRecords.memId, member.memId),
      dayRange(pointRecords.createdAt, body.startDate, body.endDate),
      body.kind === 'accrual' ? gt(pointRecords.points, 0) : body.kind === 'use' ? gt(pointRecords.appliedPoints, 0) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(pointRecords)
      .where(where)
      .orderBy(desc(pointRecords.createdAt), desc(pointRecords.idx))
      .limit(p.count_per_list)
      .offset(p.offset);
    const total = (await ctx.db.select({ n: count() }).from(pointRecords).where(where))[0]?.n ?? 0;
    return ok({
      list: rows.map((r) => pointRecordView(r, seoulDateTime(r.createdAt))),
      pageInfo: { page: p.page, count_per_list: p.count_per_list, tatal_list_count: total },
      summary: await pointSummary(ctx.db, member.memId, member.points, ctx.now),
    });
  },

  async pointChange(body, ctx) {
    return memberAction(ctx, 'pointChange', body, async (tx, member) => {
      const rule = (await getSetting(tx, 'cashRules')).pointConversion;
      if (!rule.enabled) return fail('P009');
      if (body.point < rule.min) return fail('P004');
      if (body.point > member.points) return fail('P002');
      await addPointRecord(tx, {
        memId: member.memId,
        kindCode: 'conversion',
        useCategoryCode: 'cash',
        appliedPoints: body.point,
        at: ctx.now,
      });
      const txId = `point-conversion:${member.memId}:${ctx.now.getTime()}`;
      const pointAmt = await move(tx, { memId: member.memId, account: 'points', amount: -body.point, reason: 'point-conversion', txId });
      const cashAmt = await move(tx, { memId: member.memId, account: 'cash', amount: body.point, reason: 'point-conversion', txId });
      return ok({ cashAmt, pointAmt });
    });
  },

  async couponList(body, ctx) {
    const { member } = sessionOf(ctx);
    const p = page(body);
    const today = seoul(ctx.now).date;
    const where = and(
      eq(coupons.memId, member.memId),
      dayRange(coupons.createdAt, body.startDate, body.endDate),
      body.status ? statusIs(body.status, today) : undefined,
    );
    const rows = await ctx.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.idx))
      .limit(p.count_per_list)
      .offset(p.offset);
    const total = (await ctx.db.select({ n: count() }).from(coupons).where(where))[0]?.n ?? 0;
    return ok({
      list: rows.map((c) => ({
        couponIdx: c.idx,
        name: c.name,
        kind: c.kind,
        amount: c.amount,
        status: statusOn(c, today),
        expireDate: c.expiresOn,
        fromId: c.fromId,
        toId: c.toId,
        regDate: seoulDateTime(c.createdAt),
        useDate: c.usedAt ? seoulDateTime(c.usedAt) : null,
      })),
      pageInfo: { page: p.page, count_per_list: p.count_per_list, tatal_list_count: total },
    });
  },

  async couponUse(body, ctx) {
    return memberAction(ctx, 'couponUse', body, async (tx, member) => {
      const coupon = await lockCoupon(tx, member, body.couponIdx);
      if (!coupon || statusOn(coupon, seoul(ctx.now).date) !== 'unused') return fail('T999');
      await tx.update(coupons).set({ status: 'used', usedAt: ctx.now }).where(eq(coupons.idx, coupon.idx));
      const txId = `coupon:${coupon.idx}`;
      let { cash, points } = member;
      if (coupon.kind === 'cash') {
        cash = await move(tx, { memId: member.memId, account: 'cash', amount: coupon.amount, reason: 'coupon', txId, note: coupon.name });
      } else {
        points = await move(tx, {
          memId: member.memId,
          account: 'points',
          amount: coupon.amount,
          reason: 'coupon',
          txId,
          note: coupon.name,
        });
        await addPointRecord(tx, { memId: member.memId, kindCode: 'event', points: coupon.amount, at: ctx.now });
      }
      return ok({ cashAmt: cash, pointAmt: points, gameMoney: member.gameMoney });
    });
  },

  async couponGift(body, ctx) {
    return memberAction(ctx, 'couponGift', body, async (tx, member) => {
      const coupon = await lockCoupon(tx, member, body.couponIdx);
      if (!coupon || statusOn(coupon, seoul(ctx.now).date) !== 'unused') return fail('T999');
      const target = body.targetId === member.memId ? undefined : await memberById(tx, body.targetId);
      if (!target) return fail('C302');
      await tx.update(coupons).set({ status: 'gifted', toId: target.memId, usedAt: ctx.now }).where(eq(coupons.idx, coupon.idx));
      await tx.insert(coupons).values({
        memId: target.memId,
        name: coupon.name,
        kind: coupon.kind,
        amount: coupon.amount,
        expiresOn: coupon.expiresOn,
        fromId: member.memId,
        createdAt: ctx.now,
      });
      return ok({ resultCode: '0' as const });
    });
  },

  async attendance(body, ctx) {
    const { member } = sessionOf(ctx);
    return ok(await attendanceView(ctx.db, member.memId, ctx.now, body.month));
  },

  async attendanceCheck(body, ctx) {
    return memberAction(ctx, 'attendanceCheck', body, async (tx, member) => {
      const today = seoul(ctx.now).date;
      const added = await tx
        .insert(attendance)
        .values({ memId: member.memId, day: today, createdAt: ctx.now })
        .onConflictDoNothing()
        .returning({ day: attendance.day });
      if (!added.length) return fail('T999');
      const view = await attendanceView(tx, member.memId, ctx.now);
      const rule = await attendanceRewards(tx);
      const earned =
        rule.rewardPoints + rule.streakRewards.filter((s) => s.days === view.consecutiveDays).reduce((n, s) => n + s.points, 0);
      if (earned > 0) {
        await move(tx, {
          memId: member.memId,
          account: 'points',
          amount: earned,
          reason: 'attendance',
          txId: `attendance:${member.memId}:${today}`,
        });
        await addPointRecord(tx, { memId: member.memId, kindCode: 'attendance', points: earned, at: ctx.now });
      }
      return ok({ ...view, earnedPoints: earned });
    });
  },
};
