// What a seeded money history adds up to before it is written (money-history.ts plans it, money.ts
// writes its rows, money-ledger.ts its ledger rows): the rows of each table, and the balance moves
// that point at them.
import type { attendance, cashRequests, coupons, LedgerAccount, pointRecords } from '../db/schema';

export type CashInsert = typeof cashRequests.$inferInsert;
export type PointInsert = typeof pointRecords.$inferInsert;
export type CouponInsert = typeof coupons.$inferInsert;
export type AttendanceInsert = typeof attendance.$inferInsert;

/** What a move belongs to: the i-th planned row of a table (its id is known once written), or a transaction id as it is. */
export type Ref = { table: 'cash' | 'point' | 'coupon'; i: number } | { table: 'tx'; tx: string };

export interface PlannedMove {
  memId: string;
  account: LedgerAccount;
  amount: number;
  reason: string;
  ref: Ref;
  at: Date;
  note?: string;
}

export interface Plan {
  cash: CashInsert[];
  points: PointInsert[];
  coupons: CouponInsert[];
  attendance: AttendanceInsert[];
  moves: PlannedMove[];
}
