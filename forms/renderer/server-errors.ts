// A server answer that concerns a field is shown under that field (`api.<code>`); any other is the caller's.
import { isErrorCode } from '@/api/generated/error-codes';
import type { MessageKey, MessageValues, ServerErrorTable } from '../meta/types';

/** The code of an ApiError or of any `{ code }`. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** The shown field that displays this error, and its message; undefined when no shown field does. */
export function serverErrorField<Name extends string>(
  table: ServerErrorTable<Name>,
  error: unknown,
  shown: readonly string[],
): { name: Name; message: MessageKey } | undefined {
  const code = errorCodeOf(error);
  if (code === undefined || !isErrorCode(code)) return undefined;
  const name = table[code];
  return name !== undefined && shown.includes(name) ? { name, message: `api.${code}` } : undefined;
}

/**
 * The message of a code no field shows: the error's own message key when it names one (the client's
 * ApiError knows it: a failed call's kind, time-out or no connection), else `api.<code>` for a
 * known code, else `api.UNKNOWN` with the code.
 */
export function alertKey(error: unknown): { key: MessageKey; values: MessageValues } {
  const code = errorCodeOf(error) ?? '';
  const own = typeof error === 'object' && error !== null && 'messageCode' in error ? error.messageCode : undefined;
  if (typeof own === 'string' && own !== 'UNKNOWN') return { key: `api.${own}`, values: {} };
  return isErrorCode(code) || code === 'RESPONSE_FAILED' ? { key: `api.${code}`, values: {} } : { key: 'api.UNKNOWN', values: { code } };
}

/**
 * A call that changes something got no answer (time-out, connection lost): it may have been applied.
 * The client's ApiError knows it (`outcomeUnknown`); the member is sent to their history, not to try again.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'outcomeUnknown' in error && error.outcomeUnknown === true;
}
