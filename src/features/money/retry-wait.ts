// The waits the catalogue puts on a money request before another try (docs/rules.md#constants retry
// waits; docs/rules.md#errors): c104 "already processing, retry in 1 minute", NT99 "communication
// delay, retry in 5 s", TE99 "connection delay, retry in 5 s", ABZ01 "retry after 2 minutes". Counted
// down by the bet slips' own wait (src/domain/betting/use-retry-wait.ts).
import { isApiError, type ApiMessageCode } from '@/api/errors';

export const MONEY_RETRY_WAIT_SECONDS: Readonly<Partial<Record<ApiMessageCode, number>>> = {
  c104: 60,
  NT99: 5,
  TE99: 5,
  ABZ01: 120,
};

/** Seconds to wait after a failed money request (0: none). */
export const moneyRetryWaitOf = (error: unknown): number => (isApiError(error) ? (MONEY_RETRY_WAIT_SECONDS[error.messageCode] ?? 0) : 0);
