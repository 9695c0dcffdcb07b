import type { Middleware } from 'openapi-fetch';

/** Aborts a call that takes longer than `ms`; the envelope middleware turns that into RESPONSE_FAILED. */
export function timeoutMiddleware(ms: number): Middleware {
  return {
    onRequest({ request }) {
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(ms)]);
      return new Request(request, { signal });
    },
  };
}
