// The session's three middleware of the one client, made once (loaded by ./token-calls.ts with the
// first call that carries a member's token).
import { appUnauthorizedMiddleware } from './unauthorized';
import { appResendMiddleware, appWaitForRefreshMiddleware } from './wait-for-refresh';

export const waitForRefresh = appWaitForRefreshMiddleware();
export const unauthorized = appUnauthorizedMiddleware();
export const resend = appResendMiddleware();
