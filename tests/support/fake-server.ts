// A stand-in for the network in client unit tests: the server side of the envelope written with
// node:crypto (mocks/envelope.mjs), so a client whose key, IV or mode is wrong cannot agree with itself.
import { createEnvelope } from '../../mocks/envelope.mjs';

export const KEYS = { key: 'unit-test-aes-key-32-characters!', iv: 'unit-test-iv-16!', prefixLength: 8 };
export const serverEnvelope = createEnvelope({ aesKey: KEYS.key, aesIv: KEYS.iv, prefixLength: KEYS.prefixLength });

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  raw: string;
  body: unknown;
}

type Reply = (seen: SeenRequest) => Response | Promise<Response>;

/** A fetch that records what it was sent (decrypted) and answers with `reply`. */
export function fakeFetch(reply: Reply): { fetch: typeof globalThis.fetch; seen: SeenRequest[] } {
  const seen: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const raw = await request.text();
    const encrypted = (request.headers.get('content-type') ?? '').startsWith('text/plain');
    const body: unknown = raw ? (encrypted ? serverEnvelope.open(raw) : JSON.parse(raw)) : undefined;
    const entry = { method: request.method, url: new URL(request.url), headers: request.headers, raw, body };
    seen.push(entry);
    if (request.signal.aborted) throw request.signal.reason;
    return reply(entry);
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

/** An encrypted answer, as the server sends it. */
export const sealed = (value: unknown, status = 200): Response =>
  new Response(serverEnvelope.seal(value), { status, headers: { 'content-type': 'text/plain' } });
