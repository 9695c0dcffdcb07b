// The console's partner routes (declared in console/decl/partner.ts): the partner tree with
// balances, rates (and their one-day locks) and permissions; a member's rate lock set or lifted; a
// partner's money permissions (C301 / C401 from state); the settlement reservations, and paying the
// due ones now.
import { asc, eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { GAME_CATEGORIES, members, partnerPermissions, partnerRates, settlementReservations } from '../db/schema';
import { lockedUntil, payDueReservations, rateBook, rateIn } from '../domain/partner';
import { partnerPayDue, partnerPermissionsSet, partnerRateLock, partnerReservations, partnerTree } from './decl/partner';
import { defineRoute, pick, type ConsoleRoute } from './route';

export const partnerRoutes: ConsoleRoute[] = [
  defineRoute(partnerTree, async ({ deps }) => {
    const { db } = deps.database;
    const now = deps.clock.now();
    const rows = (await db.select().from(members).orderBy(asc(members.joinedAt), asc(members.memId))).filter(
      (m) => m.partnerType || m.parentId,
    );
    const book = await rateBook(
      db,
      rows.map((m) => m.memId),
    );
    const perms = new Map((await db.select().from(partnerPermissions)).map((p) => [p.memId, p]));
    return {
      body: {
        now: seoulDateTime(now),
        rows: rows.map((m) => {
          const p = perms.get(m.memId);
          return {
            memId: m.memId,
            nick: m.nick,
            partnerType: m.partnerType ?? 'NORMAL',
            parentId: m.parentId,
            state: m.state,
            cash: m.cash,
            points: m.points,
            rates: GAME_CATEGORIES.map((category) => {
              const r = rateIn(book, m.memId, category);
              const until = lockedUntil(r.changedAt, now);
              return {
                category,
                rollingRate: r.rollingRate,
                losingRate: r.losingRate,
                changedAt: r.changedAt ? seoulDateTime(r.changedAt) : null,
                lockedUntil: until ? seoulDateTime(until) : null,
              };
            }),
            permissions: m.partnerType ? { give: p?.give ?? true, takeback: p?.takeback ?? true, move: p?.move ?? true } : null,
          };
        }),
      },
    };
  }),
  defineRoute(partnerRateLock, async ({ params: { memId }, body, deps }) => {
    const changedAt = body.changedAt ? new Date(body.changedAt) : null;
    const { db } = deps.database;
    const updated = await db.update(partnerRates).set({ changedAt }).where(eq(partnerRates.memId, memId)).returning();
    if (!updated.length) throw new HttpError(404, `${memId} has no rates`);
    const until = lockedUntil(changedAt, deps.clock.now());
    return { body: { memId, changedAt: changedAt ? seoulDateTime(changedAt) : null, lockedUntil: until ? seoulDateTime(until) : null } };
  }),
  defineRoute(partnerPermissionsSet, async ({ params: { memId }, body: set, deps }) => {
    const { db } = deps.database;
    const m = (await db.select().from(members).where(eq(members.memId, memId)))[0];
    if (!m?.partnerType) throw new HttpError(404, `${memId} is not a partner`);
    const [row] = await db
      .insert(partnerPermissions)
      .values({ memId, ...set })
      .onConflictDoUpdate({ target: partnerPermissions.memId, set: Object.keys(set).length ? set : { memId } })
      .returning();
    if (!row) throw new Error(`the permissions of ${memId} were not saved`);
    return { body: row };
  }),
  defineRoute(partnerReservations, async ({ deps }) => {
    const rows = await deps.database.db.select().from(settlementReservations);
    rows.sort((a, b) => b.payAt.getTime() - a.payAt.getTime() || b.idx - a.idx);
    return {
      body: {
        rows: rows.map((r) => ({
          reserveIdx: r.idx,
          ...pick(r, ['partnerId', 'memId', 'settlementDate', 'category', 'amount']),
          payAt: seoulDateTime(r.payAt),
          status: r.status,
          doneAt: r.doneAt ? seoulDateTime(r.doneAt) : null,
        })),
      },
    };
  }),
  defineRoute(partnerPayDue, async ({ deps }) => {
    const paid = await payDueReservations(deps.database.db, deps.clock.now());
    return { body: { paid } };
  }),
];
