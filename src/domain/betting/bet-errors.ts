// The bet codes a slip can meet (docs/rules.md#errors) and how long a member waits before trying again
// (docs/rules.md#constants retry waits: 5 s, 30 s, 1 min, 2 min). Each code is worded by its own key, api:<code>.
import { isApiError, type ApiMessageCode } from '@/api/errors';

/** The codes /api/bet/betProc answers (the contract's examples), each its own message. */
export const BET_ERROR_CODES = [
  'B1001',
  'B1002',
  'B6000',
  'B6001',
  'B6002',
  'B6003',
  'B6005',
  'B9999',
  'ABZ01',
  'B0093',
  'E001',
  'E002',
  'NT99',
  'TE99',
] as const satisfies readonly ApiMessageCode[];

/** Seconds to wait before another try, by code (B9999 previous bets settling: 30 s). */
export const BET_RETRY_WAIT_SECONDS: Readonly<Partial<Record<ApiMessageCode, number>>> = {
  B9999: 30,
  NT99: 5,
  TE99: 5,
  ABZ01: 120,
};

export interface BetFailure {
  /** The key in the api namespace (the code, or the client-side failure's kind). */
  readonly code: ApiMessageCode;
  /** Seconds before the slip may send again (0: at once). */
  readonly waitSeconds: number;
}

/** What a failed placement tells the member. */
export function betFailureOf(error: unknown): BetFailure {
  const code: ApiMessageCode = isApiError(error) ? error.messageCode : 'RESPONSE_FAILED';
  return { code, waitSeconds: BET_RETRY_WAIT_SECONDS[code] ?? 0 };
}
