// Sends a call once more when its answer says it went out with a token that has since been
// replaced: a call that left just before a token refresh reached the server after the refresh
// rotated the token and was refused (HTTP 401), though the member is still signed in. The session
// layer decides (`tokenFor`: the token to send again with, or null to keep the answer); this
// middleware only keeps a copy of each outgoing call until its answer and re-sends it through the
// client's own fetch. Registered last, it sees the call as it goes over the wire (encrypted) and the
// answer before anything reads it.
import type { Middleware } from 'openapi-fetch';

const TOKEN_HEADER = 'X-Session-Token';

export interface ResendDeps {
  /** For a refused call: the token to send it again with, or null to keep the answer. */
  readonly tokenFor: (refused: string, response: Response) => Promise<string | null>;
  /** Operations (schema paths) never sent again: the token refresh, whose refusal its caller handles. */
  readonly except?: ReadonlySet<string>;
}

export function resendMiddleware({ tokenFor, except = new Set() }: ResendDeps): Middleware {
  const copies = new Map<string, Request>();
  return {
    onRequest({ request, id, schemaPath }) {
      if (request.headers.has(TOKEN_HEADER) && !except.has(schemaPath)) copies.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, id, options }) {
      const copy = copies.get(id);
      copies.delete(id);
      const refused = copy?.headers.get(TOKEN_HEADER);
      if (!copy || !refused || response.status !== 401) return undefined;
      const token = await tokenFor(refused, response);
      if (!token || token === refused) return undefined;
      const again = new Request(copy, { headers: new Headers(copy.headers) });
      again.headers.set(TOKEN_HEADER, token);
      return options.fetch(again);
    },
    onError({ id }) {
      copies.delete(id);
      return undefined;
    },
  };
}
