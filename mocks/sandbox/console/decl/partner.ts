// The console's partner routes, declared (console/declare.ts): the partner tree with balances, rates
// (and their one-day locks) and permissions; a member's rate lock set or lifted; a partner's money
// permissions; the settlement reservations, and paying the due ones now. The handlers are in
// console/partner-routes.ts (domain/partner.ts); the page's Partners panel is typed from these.
import { z } from 'zod';
import type { GameCategory, ReservationState } from '../../db/schema';
import { declare, memberParam, rowsAnswer } from '../declare';

/** The contract's GameCategory (db/schema-partner.ts GAME_CATEGORIES): rates and settlements are kept per category. */
export const gameCategory = z.enum(['casino', 'hotel', 'slot', 'mini'] as const satisfies readonly GameCategory[]);

/** A partner's money permissions: give and move (off: C301), take back (off: C401). */
export const partnerPermissions = z.object({ give: z.boolean(), takeback: z.boolean(), move: z.boolean() });

export const partnerRate = z.object({
  category: gameCategory,
  rollingRate: z.number(),
  losingRate: z.number(),
  changedAt: z.string().nullable(),
  /** Until when a change locks them (a day after changedAt); null when not locked. */
  lockedUntil: z.string().nullable(),
});

export const partnerRow = z.object({
  memId: z.string(),
  nick: z.string(),
  /** The member's partner role, NORMAL when it has none. */
  partnerType: z.string(),
  parentId: z.string().nullable(),
  state: z.enum(['waiting', 'normal', 'suspended', 'locked']),
  cash: z.number(),
  points: z.number(),
  rates: z.array(partnerRate),
  /** A partner's permissions; null for a member who is no partner. */
  permissions: partnerPermissions.nullable(),
});
export type PartnerRow = z.infer<typeof partnerRow>;

export const reservationRow = z.object({
  reserveIdx: z.number(),
  partnerId: z.string(),
  memId: z.string(),
  settlementDate: z.string(),
  category: gameCategory,
  amount: z.number(),
  payAt: z.string(),
  status: z.enum(['waiting', 'paid', 'cancelled'] as const satisfies readonly ReservationState[]),
  doneAt: z.string().nullable(),
});
export type ReservationRow = z.infer<typeof reservationRow>;

export const partnerTree = declare({
  method: 'GET',
  path: '/__sandbox/partners',
  doc: 'the partner tree: every member with a parent or a partner role, its cash, rates per category (with lockedUntil) and permissions',
  answer: z.object({ now: z.string(), rows: z.array(partnerRow) }),
});

export const partnerRateLock = declare({
  method: 'POST',
  path: '/__sandbox/partners/:memId/rate-lock',
  doc: "sets when the member's rates last changed (null lifts the one-day lock; a time within a day locks them)",
  params: memberParam,
  body: z.object({
    changedAt: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO time or null')
      .nullish(),
  }),
  answer: z.object({ memId: z.string(), changedAt: z.string().nullable(), lockedUntil: z.string().nullable() }),
});

export const partnerPermissionsSet = declare({
  method: 'POST',
  path: '/__sandbox/partners/:memId/permissions',
  doc: "a partner's money permissions (false: give / move answer C301, take back C401); what is not given stays",
  params: memberParam,
  body: partnerPermissions.partial(),
  answer: partnerPermissions.extend({ memId: z.string() }),
});

export const partnerReservations = declare({
  method: 'GET',
  path: '/__sandbox/partners/reservations',
  doc: 'every settlement reservation (waiting, paid, cancelled), newest payment time first',
  answer: rowsAnswer(reservationRow),
});

export const partnerPayDue = declare({
  method: 'POST',
  path: '/__sandbox/partners/reservations/pay-due',
  doc: 'pays the waiting reservations whose time has come now (what the ticker does every tick)',
  answer: z.object({ paid: z.number() }),
});
