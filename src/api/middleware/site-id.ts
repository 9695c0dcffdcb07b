import type { Middleware } from 'openapi-fetch';

/** Adds siteId to every JSON body, or to the query string of a call without one (GET /api/coin). */
export function siteIdMiddleware(siteId: string): Middleware {
  return {
    async onRequest({ request }) {
      if (request.method === 'GET' || request.method === 'HEAD') {
        const url = new URL(request.url);
        url.searchParams.set('siteId', siteId);
        return new Request(url, request);
      }
      const text = await request.clone().text();
      const body: unknown = text ? JSON.parse(text) : {};
      const withSite = { ...(body && typeof body === 'object' ? body : {}), siteId };
      const headers = new Headers(request.headers);
      headers.delete('content-length');
      headers.set('content-type', 'application/json');
      return new Request(request, { body: JSON.stringify(withSite), headers });
    },
  };
}
