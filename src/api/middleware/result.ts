import type { Middleware } from 'openapi-fetch';
import { ApiError, failureDetails, responseFailed } from '../errors';

/**
 * Every answer is HTTP 200 with { code, data, msg? }: code "0" passes, anything else becomes an
 * ApiError carrying the code (openapi-fetch's onError never sees HTTP-200 answers, so it is done here).
 */
export function resultMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch (cause) {
        throw responseFailed('answer is not JSON', { status: response.status, cause, failure: 'unreadable' });
      }
      if (!body || typeof body !== 'object' || !('code' in body) || typeof body.code !== 'string') {
        throw responseFailed('answer has no code', { status: response.status, failure: 'unreadable' });
      }
      if (body.code !== '0') {
        const msg = 'msg' in body && typeof body.msg === 'string' ? body.msg : undefined;
        const details = 'data' in body ? failureDetails(body.data) : undefined;
        throw new ApiError(body.code, { serverMessage: msg, status: response.status, details });
      }
      return undefined;
    },
  };
}
