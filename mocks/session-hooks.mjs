// How /api answers feed and read the sessions (sessions.mjs):
//   login    a code "0" answer with data.token (from any source) starts that token's session
//   logout   a code "0" answer forgets the caller's session
//   info     the session's member (current cash and points) and msgInfo; an unseen token's session
//            starts from the member the answer carried
//   balance  the session's cash and points
//   refresh  a new token (`<root>-r<n>`) each time; the old one is revoked: it acts for the new one
//            for a grace window (a repeated refresh answers the same new token), then HTTP 401
//            (docs/rules.md#sessions). Under a fault that only delays or drops the answer, the
//            refresh takes place when the request arrives, as on a real server: the answer is lost,
//            the rotation is not
//   getToken the caller's current token
//   summary  loginAt: when the mock first saw the session (its login), in Seoul time
// An answer somebody asked for (a scenario's, or a Prefer / ?__example pick) is served as is: only
// login, logout and an unseen token's first member are taken from it.

export const SESSION_PATHS = Object.freeze({
  login: '/api/member/login',
  logout: '/api/member/logout',
  info: '/api/member/info',
  balance: '/api/member/balance',
  refresh: '/api/member/refreshToken',
  getToken: '/api/getToken',
  summary: '/api/member/sessionSummary',
});

/** An ISO time as the contract's DateTime: `YYYY-MM-DD HH:mm:ss` in Seoul (UTC+9, no summer time). @param {string} iso */
const seoulDateTime = (iso) => new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Does the operation's security ask for the member's session token (X-Session-Token)? @param {any} operation */
export function usesSessionToken(operation) {
  const alternatives = /** @type {any[][]} */ (operation?.security ?? []);
  return alternatives.some((schemes) =>
    schemes.some((s) => s?.type === 'apiKey' && s.in === 'header' && String(s.name).toLowerCase() === 'x-session-token'),
  );
}

/** @param {unknown} v @returns {v is { code: string, data: Record<string, any> }} */
const isSuccess = (v) =>
  !!v &&
  typeof v === 'object' &&
  /** @type {any} */ (v).code === '0' &&
  !!(/** @type {any} */ (v).data) &&
  typeof (/** @type {any} */ (v).data) === 'object';

/** @param {import('./sessions.mjs').Sessions} sessions */
export function createSessionHooks(sessions) {
  return {
    /**
     * The 401 refusal for a member call that carries a token a refresh replaced, or undefined.
     * @param {any} operation @param {string | undefined} token
     */
    refusal(operation, token) {
      if (!token || !usesSessionToken(operation)) return undefined;
      const next = sessions.replacedBy(token);
      if (!next) return undefined;
      return { message: `session token ${token} is no longer valid (replaced by a refresh)`, replacedBy: next };
    },

    /**
     * A request arrived whose answer a fault will delay or drop: what the server does on receipt
     * (a refresh rotates the token) happens now.
     * @param {object} a
     * @param {string | undefined} a.template
     * @param {string | undefined} a.token
     */
    received({ template, token }) {
      if (template === SESSION_PATHS.refresh && token) sessions.rotate(token);
    },

    /**
     * Record what the answer says and overlay what the session knows. Returns the answer to send
     * (a modified copy, or the same value). A token in its grace window acts for its replacement.
     * @param {object} a
     * @param {string | undefined} a.template  the operation's path template
     * @param {string | undefined} a.token     X-Session-Token of the request
     * @param {unknown} a.answer
     * @param {boolean} a.chosen  somebody asked for this answer: serve it as is
     * @returns {unknown}
     */
    apply({ template, token: sent, answer, chosen }) {
      if (!isSuccess(answer)) return answer;
      const data = answer.data;
      const token = sent && template !== SESSION_PATHS.refresh ? sessions.current(sent) : sent;
      switch (template) {
        case SESSION_PATHS.login:
          if (typeof data.token === 'string' && data.token) sessions.login(data.token, data.member, data.msgInfo);
          return answer;
        case SESSION_PATHS.logout:
          if (token) sessions.forget(token);
          return answer;
        case SESSION_PATHS.info: {
          if (!token) return answer;
          const known = sessions.get(token);
          if (!known?.member) {
            if (data.member && typeof data.member === 'object') sessions.adoptMember(sessions.ensure(token), data.member, data.msgInfo);
            if (chosen || !known) return answer;
          }
          if (chosen) return answer;
          const s = sessions.ensure(token);
          const out = structuredClone(answer);
          out.data.member = sessions.memberOf(s) ?? out.data.member;
          if (s.msgInfo) out.data.msgInfo = structuredClone(s.msgInfo);
          return out;
        }
        case SESSION_PATHS.balance: {
          const s = token && !chosen ? sessions.get(token) : undefined;
          if (!s || (s.cash === undefined && s.points === undefined)) return answer;
          const out = structuredClone(answer);
          if (s.cash !== undefined) out.data.balance = s.cash;
          if (s.points !== undefined) out.data.pointAmt = s.points;
          return out;
        }
        case SESSION_PATHS.refresh: {
          if (!token || chosen) return answer;
          const out = structuredClone(answer);
          out.data.token = sessions.rotate(token);
          return out;
        }
        case SESSION_PATHS.getToken: {
          if (!token || chosen) return answer;
          const out = structuredClone(answer);
          out.data.token = token;
          return out;
        }
        case SESSION_PATHS.summary: {
          // the reality check counts from the login: the session's own, not the example's fixed morning
          if (!token || chosen) return answer;
          const out = structuredClone(answer);
          out.data.loginAt = seoulDateTime(sessions.ensure(token).since);
          return out;
        }
        default:
          return answer;
      }
    },
  };
}

/** @typedef {ReturnType<typeof createSessionHooks>} SessionHooks */
