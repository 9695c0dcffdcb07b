// A signed-in session state for the session tests: token t-1, expiring at `tokenExpiresAt`.
import type { SessionState } from '@/session/session-store';

export const memberState = (tokenExpiresAt: number): SessionState => ({
  status: 'member',
  token: 't-1',
  tokenExpiresAt,
  member: null,
  unread: 0,
  balanceFailures: 0,
});
