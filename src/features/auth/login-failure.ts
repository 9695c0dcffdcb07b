// What a failed login says. Only a failure about the credentials reads "login information is
// incorrect" (SPEC §8: a 'no member' answer, or any code the catalogue does not know); U001 and LX02
// have their own messages (SPEC §8), and so does every other catalogue code the login can meet
// (B0093 maintenance, NT99 / TE99 delays, ABZ01 blocked for 2 minutes, E001, E002) and every
// failure of the call itself (time-out, no connection, server error, unreadable answer).
import { isApiError } from '../../api/errors';

/** A message key in the `api` namespace, as `api:<key>`. */
export type LoginFailureKey = `api:${string}`;

export function loginFailureKey(error: unknown): LoginFailureKey {
  if (!isApiError(error)) return 'api:LOGIN_FAILED';
  // messageCode is the code itself for a catalogue code, the failure's kind for RESPONSE_FAILED,
  // and UNKNOWN for a code the catalogue does not know: the 'no member' case.
  const key = error.messageCode;
  return key === 'UNKNOWN' ? 'api:LOGIN_FAILED' : `api:${key}`;
}

/** U001, LX02 and 'login information is incorrect': the form starts again with a new captcha. */
export const isCredentialFailure = (key: LoginFailureKey): boolean =>
  key === 'api:U001' || key === 'api:LX02' || key === 'api:LOGIN_FAILED';
