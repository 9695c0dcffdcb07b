// The one API client. Nothing else in src calls fetch.
import createClient, { type Client } from 'openapi-fetch';
import type { ApiConfig } from '../config/env';
import type { paths } from './generated/schema';
import { authMiddleware } from './middleware/auth';
import { envelopeMiddleware } from './middleware/envelope';
import { resultMiddleware } from './middleware/result';
import { siteIdMiddleware } from './middleware/site-id';
import { timeoutMiddleware } from './middleware/timeout';

export type ApiClient = Client<paths>;

export interface ApiClientOptions extends ApiConfig {
  /** The member's session token, if logged in. */
  readToken: () => string | undefined;
  /** For tests: a fetch standing in for the network. */
  fetch?: typeof globalThis.fetch;
}

/**
 * Middleware runs in registration order on the way out and in reverse on the way back:
 * time-out → siteId → auth headers → result check → envelope (encrypts last, decrypts first).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(
    timeoutMiddleware(options.timeoutMs),
    siteIdMiddleware(options.siteId),
    authMiddleware(options.apiKey, options.readToken),
    resultMiddleware(),
    envelopeMiddleware(options.envelope),
  );
  return client;
}
