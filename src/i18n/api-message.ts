import type { TFunction } from 'i18next';
import { isApiError, RESPONSE_FAILED, type ApiError } from '../api/errors';
import { serverTimeDate } from '../lib/format';

/**
 * The values a failure's message shows besides its code: the end of a time-out or exclusion (RG01,
 * RG02) as a date in the member's language, in Seoul time (the locale says `{{until, datetime}}`).
 */
export function apiMessageValues(error: ApiError): Record<string, unknown> {
  const until = error.details?.until === undefined ? undefined : serverTimeDate(error.details.until);
  if (!until) return {};
  return {
    until,
    formatParams: {
      until: {
        timeZone: 'Asia/Seoul',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
    },
  };
}

/**
 * The message a member sees for any failure of a call: api.<code> in the current language; a code
 * the catalogue does not know shows the server's own message when it sent one (docs/rules.md#errors).
 */
export function apiMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t(RESPONSE_FAILED, { ns: 'api' });
  const own = error.serverMessage?.trim();
  if (error.messageCode === 'UNKNOWN' && own) return own;
  return t(error.messageCode, { ns: 'api', code: error.code, ...apiMessageValues(error) });
}
