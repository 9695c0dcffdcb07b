import type { Middleware } from 'openapi-fetch';
import { open, openAsync, seal, type EnvelopeKeys } from '../envelope';
import { isApiError, responseFailed } from '../errors';

export interface EnvelopeOptions extends EnvelopeKeys {
  enabled: boolean;
}

/** Reads an HTTP error's message: JSON `message`/`msg`/`detail`/`title`, or short plain text. */
async function serverMessageOf(response: Response, keys: EnvelopeOptions): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return response.statusText || undefined;
  let plain = text;
  if (keys.enabled && (response.headers.get('content-type') ?? '').startsWith('text/plain')) {
    try {
      plain = open(text, keys);
    } catch {
      // not ciphertext: keep the text as it came
    }
  }
  try {
    const json: unknown = JSON.parse(plain);
    if (json && typeof json === 'object') {
      for (const k of ['message', 'msg', 'detail', 'title'] as const) {
        const v = (json as Record<string, unknown>)[k];
        if (typeof v === 'string' && v) return v;
      }
    }
  } catch {
    // plain text
  }
  return plain.slice(0, 200);
}

/**
 * Registered last: encrypts after every other middleware has shaped the request, and is the first
 * to see the answer (decrypts it; HTTP errors, unreadable bodies, network failures and time-outs
 * become RESPONSE_FAILED).
 */
export function envelopeMiddleware(keys: EnvelopeOptions): Middleware {
  return {
    async onRequest({ request }) {
      const headers = new Headers(request.headers);
      if (!keys.enabled) return undefined;
      headers.set('accept', 'text/plain');
      if (request.method === 'GET' || request.method === 'HEAD') return new Request(request, { headers });
      const plain = await request.clone().text();
      headers.delete('content-length');
      headers.set('content-type', 'text/plain');
      return new Request(request, { body: seal(plain, keys), headers });
    },
    async onResponse({ response }) {
      if (!response.ok) {
        throw responseFailed(await serverMessageOf(response, keys), { status: response.status, failure: 'http' });
      }
      if (!keys.enabled) return undefined;
      const type = response.headers.get('content-type') ?? '';
      if (!type.startsWith('text/plain')) {
        throw responseFailed(`unexpected answer type ${type || 'none'}`, { status: response.status, failure: 'unreadable' });
      }
      let json: string;
      try {
        json = await openAsync(await response.text(), keys);
      } catch (cause) {
        throw responseFailed('answer could not be decrypted', { status: response.status, cause, failure: 'unreadable' });
      }
      return new Response(json, {
        status: response.status,
        statusText: response.statusText,
        headers: { 'content-type': 'application/json' },
      });
    },
    onError({ error }) {
      if (isApiError(error)) return error;
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return responseFailed(timedOut ? 'request timed out' : 'network error', { cause: error, failure: timedOut ? 'timeout' : 'network' });
    },
  };
}
