// SPEC §8: U001 and LX02 have their own messages; any other failure of the login call (a 'no
// member' answer, a network failure, …) reads "login information is incorrect".
import { isApiError } from '../../api/errors';

export type LoginFailureKey = 'api:U001' | 'api:LX02' | 'api:LOGIN_FAILED';

export function loginFailureKey(error: unknown): LoginFailureKey {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'U001') return 'api:U001';
  if (code === 'LX02') return 'api:LX02';
  return 'api:LOGIN_FAILED';
}
