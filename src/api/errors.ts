import { isErrorCode, type ErrorCode } from './generated/error-codes';

/** The client's own code for a failed or unreadable answer (HTTP error, not JSON, bad ciphertext, time-out). */
export const RESPONSE_FAILED = 'RESPONSE_FAILED';
export type ClientErrorCode = typeof RESPONSE_FAILED;

export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/**
 * Every failure of a call. `code` is a catalogue code (the server answered code !== "0"),
 * RESPONSE_FAILED, or, rarely, a code the catalogue does not know. `serverMessage` is the
 * server's own text where there is one (shown only where the spec says so, e.g. C009).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly serverMessage: string | undefined;
  readonly status: number | undefined;

  constructor(code: ApiErrorCode, options: { serverMessage?: string | undefined; status?: number; cause?: unknown } = {}) {
    super(options.serverMessage ? `${code}: ${options.serverMessage}` : code, { cause: options.cause });
    this.code = code;
    this.serverMessage = options.serverMessage;
    this.status = options.status;
  }

  /** True for a catalogue code (not RESPONSE_FAILED, not an unknown code). */
  get isCatalogued(): boolean {
    return isErrorCode(this.code);
  }

  /** The key, in the `api` namespace, of the message a member sees: the code, RESPONSE_FAILED or UNKNOWN. */
  get messageCode(): string {
    return this.code === RESPONSE_FAILED || isErrorCode(this.code) ? this.code : 'UNKNOWN';
  }

  /** The same as a dotted key (SPEC §8 calls it 'api.{code}'). */
  get messageKey(): string {
    return `api.${this.messageCode}`;
  }
}

export const responseFailed = (serverMessage?: string, options: { status?: number; cause?: unknown } = {}): ApiError =>
  new ApiError(RESPONSE_FAILED, { serverMessage, ...options });

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
