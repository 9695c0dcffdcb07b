// What a failed login says. Only a failure about the credentials reads "login information is
// incorrect" (docs/rules.md#errors: a 'no member' answer, or any code the catalogue does not know); U001, LX13 (awaiting approval) and LX02
// have their own messages (docs/rules.md#errors), and so does every other catalogue code the login can meet
// (B0093 maintenance, NT99 / TE99 delays, ABZ01 blocked for 2 minutes, E001, E002) and every
// failure of the call itself (time-out, no connection, server error, unreadable answer).
import { isApiError, type ApiMessageCode } from '@/api/errors';

/** A message key in the `api` namespace. */
export type LoginFailureKey = Exclude<ApiMessageCode, 'UNKNOWN'> | 'LOGIN_FAILED';

export function loginFailureKey(error: unknown): LoginFailureKey {
  if (!isApiError(error)) return 'LOGIN_FAILED';
  // messageCode is the code itself for a catalogue code, the failure's kind for RESPONSE_FAILED,
  // and UNKNOWN for a code the catalogue does not know: the 'no member' case.
  const key = error.messageCode;
  return key === 'UNKNOWN' ? 'LOGIN_FAILED' : key;
}

/**
 * U001, LX13 (the account awaits approval), LX02 and 'login information is incorrect': the form
 * starts again with a new captcha.
 */
export const isCredentialFailure = (key: LoginFailureKey): boolean =>
  key === 'U001' || key === 'LX13' || key === 'LX02' || key === 'LOGIN_FAILED';
