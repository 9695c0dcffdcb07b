// A game window lives as long as the session that launched it (docs/rules.md#states: the game
// window, the session; domain/games.ts): its play token is a bearer credential that moves money, so
// it must not outlive the member's sign-in. A refresh replaces a session's token with the next one
// (domain/members.ts rotateSession, `replacedBy`): the window follows that chain to its newest
// token, which is live while nothing ended it (logout, a login elsewhere, the security page, the
// console, an exclusion) and it has not run out (its start + SESSION_MS on the sandbox clock).
import { eq } from 'drizzle-orm';
import type { Q } from '../db/open';
import { sessions } from '../db/schema';
import { expiryOf } from './members';

/** How many refreshes a chain is followed through (a session refreshed once an hour for weeks). */
const MAX_CHAIN = 10_000;

/** Whether the session that `token` started (or any token a refresh put in its place) is still live at `now`. */
export async function sessionChainLive(q: Q, token: string | null, now: Date): Promise<boolean> {
  let next = token;
  for (let i = 0; next && i < MAX_CHAIN; i++) {
    const [row] = await q
      .select({ replacedBy: sessions.replacedBy, endedBy: sessions.endedBy, createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.token, next));
    if (!row || row.endedBy) return false;
    if (!row.replacedBy) return expiryOf(row.createdAt) > now;
    next = row.replacedBy;
  }
  return false;
}
