// The mock's control routes (mocks/README.md), for tests. Nothing here is reachable from src.
import { mockUrl } from './servers';

/** A call to one of the mock's control routes; its JSON answer (undefined when empty). */
export async function control(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${mockUrl()}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

export const setScenario = (path: string, example: string, times?: number) =>
  control('POST', '/__mock/scenario', { path, example, ...(times ? { times } : {}) });
export const clearScenarios = () => control('DELETE', '/__mock/scenario');

/** Scenarios, the request log, sessions (and revoked tokens), any push refusal: all gone. */
export const resetMock = () => control('POST', '/__mock/reset');

/** A scenario that breaks a call on purpose (mocks/README.md, "Break things on purpose"). */
export interface Fault {
  /** Only when the path has several operations. */
  method?: string;
  /** The HTTP status answered (100-599); alone, with an empty body. */
  status?: number;
  /** A literal answer: JSON (held against the contract, served anyway; sealed when the call was), or a string served raw as text/html. */
  body?: unknown;
  /** Answer this many ms late (0-120000); alone, the normal answer late. */
  delayMs?: number;
  /** Close the socket without answering (after delayMs when given). Not with status or body. */
  drop?: boolean;
  /** Only for the next N calls. */
  times?: number;
}
export async function setFault(path: string, fault: Fault): Promise<{ violations: string[] }> {
  return (await control('POST', '/__mock/scenario', { path, ...fault })) as { violations: string[] };
}

/** Cuts every push socket as a network loss would; new ones are refused (HTTP 503) for refuseMs. */
export async function dropPushSockets(refuseMs?: number): Promise<{ dropped: number; refusingUntil: string | null }> {
  return (await control('POST', '/__mock/push/drop', refuseMs === undefined ? {} : { refuseMs })) as {
    dropped: number;
    refusingUntil: string | null;
  };
}

export interface MockSession {
  token: string;
  memId: string | null;
  cash: number | null;
  points: number | null;
  revoked: string[];
}
/**
 * Makes a token unseen by the mock again (its session and any revocation by a refresh go), as for a
 * browser that has just logged in with it.
 */
export const forgetToken = (token: string) => control('DELETE', `/__mock/sessions?token=${encodeURIComponent(token)}`);

/** The member sessions the mock keeps per token (log in, refresh, CASH push, logout). */
export async function mockSessions(): Promise<MockSession[]> {
  return ((await control('GET', '/__mock/sessions')) as { sessions: MockSession[] }).sessions;
}

export interface LoggedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  raw?: string;
  body?: unknown;
}
export async function requestsTo(path: string): Promise<LoggedRequest[]> {
  const answer = (await control('GET', `/__mock/requests?path=${encodeURIComponent(path)}`)) as
    LoggedRequest[] | { requests: LoggedRequest[] };
  return Array.isArray(answer) ? answer : answer.requests;
}
export const clearRequests = () => control('DELETE', '/__mock/requests');

/** How many calls to `path` the mock received. */
export const requestCount = async (path: string): Promise<number> => (await requestsTo(path)).length;

/**
 * Racing clicks (a double click on a submit, taps in a row) sent `path` one request: what a browser
 * test asserts of them, as only a browser makes such clicks. Other reads of the request log (bodies,
 * "nothing sent", "read again") are the screen tier's (README, "What goes where").
 */
export async function expectSentOnce(path: string): Promise<void> {
  const count = await requestCount(path);
  if (count !== 1) throw new Error(`${path}: ${count} requests after the racing clicks, not one`);
}

/** The body of the last call to `path` the mock received (decrypted from its envelope), if any. */
export async function lastBody(path: string): Promise<Record<string, unknown> | undefined> {
  return (await requestsTo(path)).at(-1)?.body as Record<string, unknown> | undefined;
}
