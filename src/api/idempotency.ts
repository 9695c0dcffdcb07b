// The Idempotency-Key of a member's action: the operations that move money, points or
// coupons or place a bet take the header (the contract says which: OPERATIONS[…].idempotent), and
// the server applies a key once. One key per action: a fresh key for every send, except the send of
// the *same* request (same operation, same body) after the previous one's answer was lost (time-out,
// dropped connection: ApiError.outcomeUnknown), which carries that send's key, so the server answers
// it with the first answer if the first did arrive. Any answer (a success or an error code) or a
// different request ends it: the next send gets a fresh key, and so does a send long after
// (KEEP_KEY_MS: a later action with the same body, a bodiless money merge after the next game, is a
// new action, not a retry). Every write goes through useContractMutation (src/api/contract.ts),
// which calls `withIdempotencyKey`: no screen handles keys.
import { isApiError } from './errors';
import { OPERATIONS } from './generated/operations';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const KEYED_PATHS: ReadonlySet<string> = new Set(Object.values(OPERATIONS).flatMap((o) => (o.idempotent ? [o.path] : [])));

/** Does the contract give this path the Idempotency-Key header? */
export const takesIdempotencyKey = (path: string): boolean => KEYED_PATHS.has(path);

/** A random UUID; `crypto.randomUUID` exists only in a secure context (https, localhost), getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request as text, its objects' keys sorted: the same request reads the same however it was built. */
export function requestText(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
    );
  };
  return JSON.stringify(sorted(value)) ?? 'undefined';
}

export interface KeyedSend {
  readonly key: string;
  /** After the send: an unknown outcome keeps its key for a send of the same request; any answer lets it go. */
  settle(outcomeUnknown: boolean): void;
}

export interface IdempotencyKeys {
  /** The key of one send of `request` (its body and path parameters) to `operation`. */
  begin(operation: string, request: unknown): KeyedSend;
  /** Forgets every kept key. */
  clear(): void;
}

/**
 * How long after a lost answer the same request still counts as its retry: the member who reads the
 * unknown outcome, looks at the history and sends again does so within minutes (the longest (docs/rules.md#constants)
 * retry wait is 2 minutes); later, the same body is another action.
 */
export const KEEP_KEY_MS = 10 * 60_000;

export interface KeyPolicyOptions {
  newKey?: () => string;
  now?: () => number;
  keepMs?: number;
}

/** The policy, over its own memory: one kept key per operation, the key of its last send whose outcome is unknown. */
export function createIdempotencyKeys({
  newKey = randomKey,
  now = Date.now,
  keepMs = KEEP_KEY_MS,
}: KeyPolicyOptions = {}): IdempotencyKeys {
  const unknown = new Map<string, { text: string; key: string; until: number }>();
  return {
    begin(operation, request) {
      const text = requestText(request);
      const kept = unknown.get(operation);
      const key = kept?.text === text && now() <= kept.until ? kept.key : newKey();
      // the same request again takes the kept key with it; another request ends the kept one
      unknown.delete(operation);
      return {
        key,
        settle(outcomeUnknown) {
          if (outcomeUnknown) unknown.set(operation, { text, key, until: now() + keepMs });
          else if (unknown.get(operation)?.key === key) unknown.delete(operation);
        },
      };
    },
    clear: () => unknown.clear(),
  };
}

/** The app's policy: kept for the page's life, so a screen opened again still retries with the same key. */
export const idempotencyKeys = createIdempotencyKeys();

/**
 * Sends a write through `call`, with the Idempotency-Key header when the contract gives the path one
 * (`headers` is empty otherwise). `call` must reject with the ApiError of a write (`asWrite()`), so
 * that a lost answer reads as an unknown outcome.
 */
export async function withIdempotencyKey<T>(
  path: string,
  request: unknown,
  call: (headers: Record<string, string>) => Promise<T>,
  keys: IdempotencyKeys = idempotencyKeys,
): Promise<T> {
  if (!takesIdempotencyKey(path)) return call({});
  const send = keys.begin(path, request);
  try {
    const answer = await call({ [IDEMPOTENCY_HEADER]: send.key });
    send.settle(false);
    return answer;
  } catch (error) {
    send.settle(isApiError(error) && error.outcomeUnknown);
    throw error;
  }
}
