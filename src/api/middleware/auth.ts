import type { Middleware } from 'openapi-fetch';

/** The two headers of `x-envelope`: the site's key always, the member's token while logged in. */
export function authMiddleware(apiKey: string, readToken: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      const token = readToken();
      if (token) request.headers.set('X-Session-Token', token);
      else request.headers.delete('X-Session-Token');
      return request;
    },
  };
}
