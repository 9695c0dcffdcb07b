import type { TFunction } from 'i18next';
import { isApiError, RESPONSE_FAILED } from '../api/errors';

/** The message a member sees for any failure of a call: api.<code> in the current language. */
export function apiMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t(RESPONSE_FAILED, { ns: 'api' });
  return t(error.messageCode, { ns: 'api', code: error.code });
}
