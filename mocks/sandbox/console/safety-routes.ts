// The console's safer gambling routes (declared in console/decl/safety.ts; docs/rules.md#safer-gambling):
// read a member's limits and exclusion, and lift a time-out or self-exclusion — which the site itself
// can never do.
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { members } from '../db/schema';
import { activeExclusion, limitRows, saveSafety, safetyOf } from '../domain/safety';
import { exclusionLift, memberSafety } from './decl/safety';
import { defineRoute, type ConsoleRoute } from './route';

export const safetyRoutes: ConsoleRoute[] = [
  defineRoute(memberSafety, async ({ params: { memId }, deps }) => {
    const db = deps.database.db;
    const now = deps.clock.now();
    const s = await safetyOf(db, memId);
    const ex = activeExclusion(s, now);
    const limits = (await limitRows(db, memId, now)).map((l) => ({ ...l, pendingAt: l.pendingAt ? l.pendingAt.toISOString() : null }));
    return {
      body: {
        limits,
        realityCheckMinutes: s.realityCheckMinutes,
        exclusion: ex ? { kind: ex.kind, until: seoulDateTime(ex.until) } : null,
      },
    };
  }),
  defineRoute(exclusionLift, async ({ params: { memId }, deps }) => {
    const db = deps.database.db;
    const [m] = await db.select({ memId: members.memId }).from(members).where(eq(members.memId, memId));
    if (!m) throw new HttpError(404, `no member ${memId}`);
    await saveSafety(db, memId, { exclusionKind: null, exclusionUntil: null });
    return { body: { ok: true as const } };
  }),
];
