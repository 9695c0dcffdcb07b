// The console's partner routes (see console/route.ts): the partner tree with balances, rates (and
// their one-day locks) and permissions; a member's rate lock set or lifted; a partner's money
// permissions (C301 / C401 from state); the settlement reservations, and paying the due ones now.
import { asc, eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { GAME_CATEGORIES, members, partnerPermissions, partnerRates, settlementReservations } from '../db/schema';
import { lockedUntil, payDueReservations, rateBook, rateIn } from '../domain/partner';
import type { ConsoleRoute } from './route';

const PERMISSIONS = ['give', 'takeback', 'move'] as const;

export const partnerRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/partners$/,
    doc: 'the partner tree: every member with a parent or a partner role, its cash, rates per category (with lockedUntil) and permissions',
    async run({ deps }) {
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
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/partners\/([^/]+)\/rate-lock$/,
    doc: '{ "changedAt": ISO time | null } sets when the member\'s rates last changed (null lifts the one-day lock; a time within a day locks them)',
    async run({ params: [memId = ''], body, deps }) {
      const b = await body();
      let changedAt: Date | null = null;
      if (b.changedAt !== null && b.changedAt !== undefined) {
        if (typeof b.changedAt !== 'string' || Number.isNaN(Date.parse(b.changedAt)))
          throw new HttpError(400, '"changedAt" must be an ISO time or null');
        changedAt = new Date(b.changedAt);
      }
      const { db } = deps.database;
      const updated = await db.update(partnerRates).set({ changedAt }).where(eq(partnerRates.memId, memId)).returning();
      if (!updated.length) throw new HttpError(404, `${memId} has no rates`);
      const until = lockedUntil(changedAt, deps.clock.now());
      return { body: { memId, changedAt: changedAt ? seoulDateTime(changedAt) : null, lockedUntil: until ? seoulDateTime(until) : null } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/partners\/([^/]+)\/permissions$/,
    doc: '{ "give"?, "takeback"?, "move"?: boolean } a partner\'s money permissions (false: give / move answer C301, take back C401)',
    async run({ params: [memId = ''], body, deps }) {
      const b = await body();
      const set: Partial<Record<(typeof PERMISSIONS)[number], boolean>> = {};
      for (const k of PERMISSIONS) {
        if (b[k] === undefined) continue;
        if (typeof b[k] !== 'boolean') throw new HttpError(400, `"${k}" must be true or false`);
        set[k] = b[k];
      }
      const { db } = deps.database;
      const m = (await db.select().from(members).where(eq(members.memId, memId)))[0];
      if (!m?.partnerType) throw new HttpError(404, `${memId} is not a partner`);
      const [row] = await db
        .insert(partnerPermissions)
        .values({ memId, ...set })
        .onConflictDoUpdate({ target: partnerPermissions.memId, set: Object.keys(set).length ? set : { memId } })
        .returning();
      return { body: row };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/partners\/reservations$/,
    doc: 'every settlement reservation (waiting, paid, cancelled), newest payment time first',
    async run({ deps }) {
      const rows = await deps.database.db.select().from(settlementReservations);
      rows.sort((a, b) => b.payAt.getTime() - a.payAt.getTime() || b.idx - a.idx);
      return {
        body: {
          rows: rows.map((r) => ({
            reserveIdx: r.idx,
            partnerId: r.partnerId,
            memId: r.memId,
            settlementDate: r.settlementDate,
            category: r.category,
            amount: r.amount,
            payAt: seoulDateTime(r.payAt),
            status: r.status,
            doneAt: r.doneAt ? seoulDateTime(r.doneAt) : null,
          })),
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/partners\/reservations\/pay-due$/,
    doc: 'pays the waiting reservations whose time has come now (what the ticker does every tick)',
    async run({ deps }) {
      const paid = await payDueReservations(deps.database.db, deps.push, deps.clock.now());
      return { body: { paid } };
    },
  },
];
