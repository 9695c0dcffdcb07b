import { isErrorCode, type ErrorCode } from './generated/error-codes';

/** The client's own code for a failed or unreadable answer (HTTP error, not JSON, bad ciphertext, time-out). */
export const RESPONSE_FAILED = 'RESPONSE_FAILED';
export type ClientErrorCode = typeof RESPONSE_FAILED;

export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});

/**
 * Why a call ended RESPONSE_FAILED, so the member is told what happened: no answer in time, no
 * connection (refused, reset, dropped), an HTTP error status from the server, or an answer that
 * could not be read (not JSON, not decryptable, no code).
 */
export type FailureKind = 'timeout' | 'network' | 'http' | 'unreadable';

/** Every key a failure can be shown with (namespace `api`): each must exist in the locales (a compile error otherwise). */
export type ApiMessageCode =
  ErrorCode | typeof RESPONSE_FAILED | 'RESPONSE_TIMEOUT' | 'RESPONSE_NETWORK' | 'RESPONSE_SERVER' | 'RESPONSE_UNKNOWN_OUTCOME' | 'UNKNOWN';

/** The message key (namespace `api`) of each kind; an HTTP error below 500 reads as an unreadable answer. */
const FAILURE_MESSAGES = {
  timeout: 'RESPONSE_TIMEOUT',
  network: 'RESPONSE_NETWORK',
  http: 'RESPONSE_SERVER',
  unreadable: RESPONSE_FAILED,
} as const;

/**
 * What a refusal carries besides its code (inferred, the safer gambling codes): RG01 / RG02 the end
 * of the time-out or exclusion (a server time); RG10 / RG11 / RG12 what is left and for which period.
 */
export interface FailureDetails {
  readonly until?: string;
  readonly left?: number;
  readonly period?: string;
}

/** The details of a failed answer's `data`, or undefined when it carries none. */
export function failureDetails(data: unknown): FailureDetails | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const record = data as Record<string, unknown>;
  const details: { until?: string; left?: number; period?: string } = {};
  if (typeof record['until'] === 'string') details.until = record['until'];
  if (typeof record['left'] === 'number') details.left = record['left'];
  if (typeof record['period'] === 'string') details.period = record['period'];
  return Object.keys(details).length > 0 ? details : undefined;
}

/**
 * Every failure of a call. `code` is a catalogue code (the server answered code !== "0"),
 * RESPONSE_FAILED, or, rarely, a code the catalogue does not know. `serverMessage` is the
 * server's own text where there is one (shown where the spec says so, e.g. C009, and for a code
 * the catalogue does not know: src/i18n/api-message.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly serverMessage: string | undefined;
  readonly status: number | undefined;
  /** For RESPONSE_FAILED: why (undefined for a catalogue code). */
  readonly failure: FailureKind | undefined;
  /** The call changes something (a deposit, a bet, a post): a lost answer leaves its outcome unknown. */
  readonly write: boolean;
  /** What the refusal carries besides its code (the end of an exclusion, what is left under a limit). */
  readonly details: FailureDetails | undefined;

  constructor(
    code: ApiErrorCode,
    options: {
      serverMessage?: string | undefined;
      status?: number;
      cause?: unknown;
      failure?: FailureKind;
      write?: boolean;
      details?: FailureDetails | undefined;
    } = {},
  ) {
    super(options.serverMessage ? `${code}: ${options.serverMessage}` : code, { cause: options.cause });
    this.code = code;
    this.serverMessage = options.serverMessage;
    this.status = options.status;
    this.failure = code === RESPONSE_FAILED ? (options.failure ?? 'unreadable') : undefined;
    this.write = options.write ?? false;
    this.details = options.details;
  }

  /**
   * A call that changes something sent, and no answer came back (time-out, connection lost): it may
   * have been applied. The member must not be invited to send it again, but to look at their history.
   */
  get outcomeUnknown(): boolean {
    return this.write && (this.failure === 'timeout' || this.failure === 'network');
  }

  /** The same failure, of a call that changes something. */
  asWrite(): ApiError {
    return new ApiError(this.code, {
      serverMessage: this.serverMessage,
      ...(this.status === undefined ? {} : { status: this.status }),
      cause: this.cause,
      ...(this.failure === undefined ? {} : { failure: this.failure }),
      details: this.details,
      write: true,
    });
  }

  /** True for a catalogue code (not RESPONSE_FAILED, not an unknown code). */
  get isCatalogued(): boolean {
    return isErrorCode(this.code);
  }

  /**
   * The key, in the `api` namespace, of the message a member sees: the code; for RESPONSE_FAILED
   * the message of its kind (RESPONSE_TIMEOUT, RESPONSE_NETWORK, RESPONSE_SERVER or RESPONSE_FAILED);
   * UNKNOWN for a code the catalogue does not know.
   */
  get messageCode(): ApiMessageCode {
    if (this.outcomeUnknown) return 'RESPONSE_UNKNOWN_OUTCOME';
    if (this.code === RESPONSE_FAILED) {
      const kind = this.failure === 'http' && (this.status ?? 0) < 500 ? 'unreadable' : (this.failure ?? 'unreadable');
      return FAILURE_MESSAGES[kind];
    }
    return isErrorCode(this.code) ? this.code : 'UNKNOWN';
  }

  /** The same as a dotted key (docs/rules.md#errors calls it 'api.{code}'). */
  get messageKey(): string {
    return `api.${this.messageCode}`;
  }
}

export const responseFailed = (
  serverMessage?: string,
  options: { status?: number; cause?: unknown; failure?: FailureKind } = {},
): ApiError => new ApiError(RESPONSE_FAILED, { serverMessage, ...options });

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
