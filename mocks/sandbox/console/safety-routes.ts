// The console's safer gambling routes (docs/rules.md#safer-gambling): read a member's limits and exclusion, and lift a
// time-out or self-exclusion — which the site itself can never do.
import { eq } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { members } from '../db/schema';
import { activeExclusion, limitRows, saveSafety, safetyOf } from '../domain/safety';
import type { ConsoleRoute } from './route';

export const safetyRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/members\/([^/]+)\/safety$/,
    doc: ": a member's limits (pending changes applied when due), reality-check interval and exclusion",
    async run({ params: [memId = ''], deps }) {
      const db = deps.database.db;
      const now = deps.clock.now();
      const s = await safetyOf(db, memId);
      const ex = activeExclusion(s, now);
      return {
        body: {
          limits: await limitRows(db, memId, now),
          realityCheckMinutes: s.realityCheckMinutes,
          exclusion: ex ? { kind: ex.kind, until: seoulDateTime(ex.until) } : null,
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/members\/([^/]+)\/exclusion\/lift$/,
    doc: ': ends a time-out or self-exclusion at once (only the operator can)',
    async run({ params: [memId = ''], deps }) {
      const db = deps.database.db;
      const [m] = await db.select({ memId: members.memId }).from(members).where(eq(members.memId, memId));
      if (!m) throw new HttpError(404, `no member ${memId}`);
      await saveSafety(db, memId, { exclusionKind: null, exclusionUntil: null });
      return { body: { ok: true } };
    },
  },
];
