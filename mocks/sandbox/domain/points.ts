// Point records (docs/rules.md#data): what the point list shows beside the ledger, which holds the balance. An
// accrual has points > 0, a use appliedPoints > 0; kindCode and useCategoryCode as the contract has them.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul } from '../clock';
import type { Q, Tx } from '../db/open';
import { pointRecords } from '../db/schema';

type PointRecord = components['schemas']['PointRecord'];
export type KindCode = PointRecord['kindCode'];
export type UseCategoryCode = NonNullable<PointRecord['useCategoryCode']>;

const KIND: Record<KindCode, string> = {
  charge: '충전 포인트',
  betting: '베팅 포인트',
  recommend: '추천 포인트',
  attendance: '출석 포인트',
  event: '이벤트 포인트',
  admin: '관리자 지급',
  conversion: '포인트 전환',
};
const USE: Record<UseCategoryCode, string> = { none: '', cash: '캐시 전환', admin: '관리자 차감' };

export async function addPointRecord(
  tx: Tx,
  r: { memId: string; kindCode: KindCode; useCategoryCode?: UseCategoryCode; points?: number; appliedPoints?: number; at: Date },
): Promise<void> {
  await tx.insert(pointRecords).values({
    memId: r.memId,
    kindCode: r.kindCode,
    useCategoryCode: r.useCategoryCode ?? 'none',
    points: r.points ?? 0,
    appliedPoints: r.appliedPoints ?? 0,
    createdAt: r.at,
  });
}

const isKind = (k: string): k is KindCode => k in KIND;
const isUse = (k: string): k is UseCategoryCode => k in USE;

export function pointRecordView(r: typeof pointRecords.$inferSelect, when: string): PointRecord {
  const kindCode: KindCode = isKind(r.kindCode) ? r.kindCode : 'admin';
  const use: UseCategoryCode = isUse(r.useCategoryCode) ? r.useCategoryCode : 'none';
  return {
    accrualDate: when,
    kind: kindCode === 'admin' && use === 'admin' ? USE.admin : KIND[kindCode],
    kindCode,
    percent: r.percent ?? 0,
    bonusPercent: 0,
    points: r.points,
    useCategory: USE[use],
    useCategoryCode: use,
    appliedPoints: r.appliedPoints,
  };
}

/** The instant a Seoul day (`YYYY-MM-DD`) starts. */
export const seoulDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The first day of the Seoul month `months` away from the one `now` is in. */
export function seoulMonthStart(now: Date, months = 0): Date {
  const [y = 0, m = 1] = seoul(now).date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return seoulDayStart(first.toISOString().slice(0, 10));
}

/** The member's point summary: remaining is the balance; the rest from the records. */
export async function pointSummary(q: Q, memId: string, remaining: number, now: Date) {
  const sum = (col: typeof pointRecords.points | typeof pointRecords.appliedPoints, from?: Date, to?: Date) =>
    q
      .select({ n: sql<number>`coalesce(sum(${col}), 0)`.mapWith(Number) })
      .from(pointRecords)
      .where(
        and(
          eq(pointRecords.memId, memId),
          from ? gte(pointRecords.createdAt, from) : undefined,
          to ? lt(pointRecords.createdAt, to) : undefined,
        ),
      )
      .then((rows) => rows[0]?.n ?? 0);
  const thisMonth = seoulMonthStart(now);
  return {
    remaining,
    thisMonth: await sum(pointRecords.points, thisMonth),
    previousMonth: await sum(pointRecords.points, seoulMonthStart(now, -1), thisMonth),
    totalAccumulated: await sum(pointRecords.points),
    totalUsed: await sum(pointRecords.appliedPoints),
  };
}
