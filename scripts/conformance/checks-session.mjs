// The session duties seen from outside (x-server-duties session-expiry, refresh-grace): a made-up
// token refused, an expired one refused (the sandbox only: its clock can be moved), a refresh
// replayed inside the grace window answered the same new token.
import { randomUUID } from 'node:crypto';
import { fail, freshLogin, pass, said, skip } from './check-kit.mjs';

/** @typedef {import('./check-kit.mjs').CheckContext} CheckContext */

/** The member's balance read with this token. @param {CheckContext} ctx @param {string} token */
async function readBalance(ctx, token) {
  const answer = await ctx.client.send(ctx.call('memberBalance'), token);
  return { answer, code: ctx.client.open(answer).code };
}

/** The sandbox's clock (GET /__sandbox/health), or undefined when the target is not a sandbox. @param {string} base */
async function sandboxClock(base) {
  try {
    const res = await fetch(`${base}/__sandbox/health`, { signal: AbortSignal.timeout(5_000) });
    const health = /** @type {{ now?: unknown, clockOffsetMs?: unknown }} */ (res.ok ? await res.json() : {});
    return typeof health.now === 'string' && typeof health.clockOffsetMs === 'number'
      ? { now: Date.parse(health.now), offsetMs: health.clockOffsetMs }
      : undefined;
  } catch {
    return undefined;
  }
}

/** @param {string} base @param {Record<string, number>} body */
async function setClock(base, body) {
  const res = await fetch(`${base}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (!res.ok) throw new Error(`POST /__sandbox/clock ${JSON.stringify(body)} answered HTTP ${res.status}`);
}

/** "YYYY-MM-DD HH:mm:ss", Seoul time, in epoch ms (NaN when it is not that). @param {string | undefined} at */
const seoulMs = (at) => (at && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(at) ? Date.parse(`${at.replace(' ', 'T')}+09:00`) : NaN);

/** @type {import('./check-kit.mjs').Check[]} */
export const SESSION_CHECKS = [
  {
    id: 'made-up-token',
    needs: {},
    async run(ctx) {
      const { answer, code } = await readBalance(ctx, `conformance-made-up-${randomUUID()}`);
      return answer.status === 401
        ? pass('memberBalance with a made-up token: HTTP 401')
        : fail(`memberBalance with a made-up token: expected HTTP 401, got ${said(answer, code)}`);
    },
  },
  {
    id: 'expired-token',
    needs: { member: true },
    async run(ctx) {
      const clock = await sandboxClock(ctx.client.base);
      if (!clock) {
        return skip(
          "cannot see from outside: a token expires after its lifetime (tokenExpiresAt); only the sandbox's clock can be moved past it",
        );
      }
      const { token, expiresAt } = await freshLogin(ctx);
      const until = seoulMs(expiresAt);
      if (Number.isNaN(until)) return fail(`the login's tokenExpiresAt is not a Seoul date-time: ${String(expiresAt)}`);
      const advanceMs = Math.max(until - clock.now, 0) + 60_000;
      await setClock(ctx.client.base, { advanceMs });
      try {
        const { answer, code } = await readBalance(ctx, token);
        const moved = `the sandbox clock moved ${Math.round(advanceMs / 60_000)} min, past tokenExpiresAt ${expiresAt}`;
        return answer.status === 401
          ? pass(`${moved}: memberBalance with the token answered HTTP 401`)
          : fail(`${moved}: memberBalance with the token expected HTTP 401, got ${said(answer, code)}`);
      } finally {
        await setClock(ctx.client.base, clock.offsetMs === 0 ? {} : { advanceMs: -advanceMs });
      }
    },
  },
  {
    id: 'refresh-replay',
    needs: { member: true },
    async run(ctx) {
      const { token: old } = await freshLogin(ctx);
      const refresh = async () => {
        const answer = await ctx.client.send(ctx.call('refreshToken'), old);
        const { code, data } = ctx.client.open(answer);
        const d = /** @type {{ token?: unknown, tokenExpiresAt?: unknown } | undefined} */ (data);
        return { answer, code, token: d?.token, expiresAt: d?.tokenExpiresAt };
      };
      const first = await refresh();
      if (first.code !== '0' || typeof first.token !== 'string')
        return fail(`the first refresh: expected code 0 with a token, got ${said(first.answer, first.code)}`);
      const again = await refresh();
      if (again.code !== '0')
        return fail(`a second refresh with the replaced token: expected the same new token, got ${said(again.answer, again.code)}`);
      if (again.token !== first.token || again.expiresAt !== first.expiresAt) {
        return fail('a second refresh with the replaced token answered another token or tokenExpiresAt than the first refresh');
      }
      const { answer, code } = await readBalance(ctx, old);
      return answer.status === 200 && code === '0'
        ? pass('a second refresh with the replaced token answered the same new token; the replaced token still reads the balance')
        : fail(`the replaced token inside the grace window: memberBalance expected code 0, got ${said(answer, code)}`);
    },
  },
];
