// The waits the catalogue puts on another login (docs/rules.md#login-retry-waits): c104 "already
// processing, retry in 1 minute", NT99 "communication delay, retry in 5 s", TE99 "connection delay,
// retry in 5 s", ABZ01 "retry after 2 minutes". Counted down on the submit by the bet slips' own
// wait (src/domain/betting/use-retry-wait.ts).
import { isApiError, type ApiMessageCode } from '@/api/errors';

export const LOGIN_RETRY_WAIT_SECONDS: Readonly<Partial<Record<ApiMessageCode, number>>> = {
  c104: 60,
  NT99: 5,
  TE99: 5,
  ABZ01: 120,
};

/** Seconds to wait after a failed login before the form sends again (0: none). */
export const loginRetryWaitOf = (error: unknown): number => (isApiError(error) ? (LOGIN_RETRY_WAIT_SECONDS[error.messageCode] ?? 0) : 0);
