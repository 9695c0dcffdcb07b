// A member call refused because a time-out or self-exclusion ended the session (RG01 / RG02 with
// `data.until`): the LOGOUT push that says so was missed (a phone asleep, a closed tab), and the
// next call the session makes tells it instead (docs/rules.md#safer-gambling).
import { isApiError } from '../api/errors';
import type { Exclusion } from './session-store';

/** The exclusion a refusal carries, or undefined for any other error. */
export function exclusionOf(error: unknown): Exclusion | undefined {
  if (!isApiError(error) || (error.code !== 'RG01' && error.code !== 'RG02')) return undefined;
  const until = error.details?.until;
  return until ? { kind: error.code === 'RG01' ? 'timeout' : 'selfExclusion', until } : undefined;
}
