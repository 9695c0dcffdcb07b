// The seeded money history: three months of cash requests in every status, point records of every
// kind, coupons in every status and attendance days, each with the ledger rows it made, in the order
// it happened (ledger.ts `move`, so every balance is the sum of its rows and the audit agrees).
//
// Each member's history is simulated day by day from a zero balance (money-history.ts), its rows
// written here, then its ledger rows (money-ledger.ts): one `seed` row brings each balance to the
// member's seeded figure, and every ledger row is dated when its history happened.
//
// Ledger reasons written here: deposit-approved, deposit-bonus, withdrawal-requested,
// withdrawal-rejected (as the cash operations write them), attendance, coupon, point-conversion (as
// the reward operations do), point-<kindCode> for the other accruals (charge, betting, recommend,
// event, admin), point-admin (points taken back by the site), seed.
import type { Tx } from '../db/open';
import { attendance, cashRequests, coupons, pointRecords } from '../db/schema';
import { SEED_MEMBERS } from './members';
import { planMember } from './money-history';
import { ledgerMoves, pointAdjustments, writeLedger, type WrittenIds } from './money-ledger';
import type { Plan } from './money-plan';
import { createRng } from './time';

/** The ids of `rows` once written (none written when there are none). */
const idsOf = async (rows: unknown[], insert: () => Promise<{ idx: number }[]>): Promise<number[]> =>
  rows.length ? (await insert()).map((r) => r.idx) : [];

export async function seedMoney(tx: Tx, now: Date): Promise<void> {
  const rng = createRng(24);
  const plan: Plan = { cash: [], points: [], coupons: [], attendance: [], moves: [] };
  for (const m of SEED_MEMBERS) planMember(m, now, rng, plan);

  const ids: WrittenIds = {
    cash: await idsOf(plan.cash, () => tx.insert(cashRequests).values(plan.cash).returning({ idx: cashRequests.idx })),
    point: await idsOf(plan.points, () => tx.insert(pointRecords).values(plan.points).returning({ idx: pointRecords.idx })),
    coupon: await idsOf(plan.coupons, () => tx.insert(coupons).values(plan.coupons).returning({ idx: coupons.idx })),
  };
  if (plan.attendance.length) await tx.insert(attendance).values(plan.attendance);

  const ordered = ledgerMoves(plan.moves, now);
  const adjustments = pointAdjustments(ordered);
  if (adjustments.length) await tx.insert(pointRecords).values(adjustments);
  await writeLedger(tx, ordered, ids);
}
