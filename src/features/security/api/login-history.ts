// The member's login attempts, successes and failures (/api/member/loginHistory, inferred), by page.
import type { RowOf } from '@/kit/paged-list/use-paged-list';

export const LOGIN_HISTORY = '/api/member/loginHistory';
export type LoginAttempt = RowOf<typeof LOGIN_HISTORY>;
