// The waits the error catalogue puts on another try of a request (docs/rules.md#login-retry-waits,
// docs/rules.md#money-requests): c104 "already processing, retry in 1 minute", NT99 "communication
// delay, retry in 5 s", TE99 "connection delay, retry in 5 s", ABZ01 "retry after 2 minutes". The
// login and the money forms count them down on their submit (src/domain/betting/use-retry-wait.ts,
// the bet slips' own wait).
import { isApiError, type ApiMessageCode } from './errors';

export const RETRY_WAIT_SECONDS: Readonly<Partial<Record<ApiMessageCode, number>>> = {
  c104: 60,
  NT99: 5,
  TE99: 5,
  ABZ01: 120,
};

/** Seconds to wait after a failed request before the form sends again (0: none). */
export const retryWaitOf = (error: unknown): number => (isApiError(error) ? (RETRY_WAIT_SECONDS[error.messageCode] ?? 0) : 0);
