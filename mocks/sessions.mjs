// Member sessions, one per session token, so the mock stays coherent for a member: the member a login
// answered, the cash a CASH push set, the token a refresh replaced (which keeps working for a grace
// window, and answers a repeated refresh with the same new token: docs/rules.md#sessions). Nothing is
// persisted; /__mock/reset forgets it all. How /api answers feed and read this store is in
// session-hooks.mjs.

/**
 * @typedef {object} Session
 * @property {string} token
 * @property {Record<string, unknown> | null} member  the member answered (null until an answer carries one)
 * @property {Record<string, unknown> | null} msgInfo
 * @property {number | undefined} cash    current cash (member.cashAmt until a push changes it)
 * @property {number | undefined} points  current points (member.pointAmt until a push changes it)
 * @property {string[]} revoked           this session's former tokens, oldest first
 * @property {string} since
 */

/** `mock-token-tester01-r2` → `mock-token-tester01`. @param {string} token */
export const rootOf = (token) => token.replace(/(-r\d+)+$/, '');

const copy = (/** @type {unknown} */ v) => (v && typeof v === 'object' ? structuredClone(v) : null);
const num = (/** @type {unknown} */ v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * @param {object} [o]
 * @param {number} [o.graceMs]  how long a replaced token keeps working (default 30 s)
 * @param {() => number} [o.now]
 */
export function createSessions({ graceMs = 30_000, now = () => Date.now() } = {}) {
  /** @type {Map<string, Session>} */
  const byToken = new Map();
  /** @type {Map<string, { next: string, at: number }>} old token → the token that replaced it, and when */
  const revokedTokens = new Map();
  /** @param {string} token the replacement of a token still in its grace window, else undefined */
  const inGrace = (token) => {
    const r = revokedTokens.get(token);
    return r && now() - r.at <= graceMs ? r.next : undefined;
  };
  /** @type {Map<string, number>} root → refreshes so far */
  const refreshCounts = new Map();

  /** @param {string} token @returns {Session} */
  const blank = (token) => ({
    token,
    member: null,
    msgInfo: null,
    cash: undefined,
    points: undefined,
    revoked: [],
    since: new Date().toISOString(),
  });

  return {
    /** @param {string} token */
    get: (token) => byToken.get(token),

    /** The token that replaced `token` when a refresh revoked it and its grace window is over. @param {string} token */
    replacedBy: (token) => (inGrace(token) ? undefined : revokedTokens.get(token)?.next),

    /**
     * The token a call with `token` acts for: its replacement (and that one's, …) while it is in its
     * grace window, else itself. @param {string} token
     */
    current(token) {
      let t = token;
      for (let next = inGrace(t); next && next !== t; next = inGrace(t)) t = next;
      return t;
    },

    /**
     * A login answered this token: a new session (replacing any), and the token is valid again.
     * @param {string} token @param {unknown} member @param {unknown} msgInfo
     */
    login(token, member, msgInfo) {
      revokedTokens.delete(token);
      const s = blank(token);
      byToken.set(token, s);
      this.adoptMember(s, member, msgInfo);
      return s;
    },

    /**
     * The session of `token`, created (without a member) when the mock has not seen it.
     * @param {string} token
     */
    ensure(token) {
      let s = byToken.get(token);
      if (!s) byToken.set(token, (s = blank(token)));
      return s;
    },

    /**
     * Give a session the member an answer carried, keeping cash and points a push already set.
     * @param {Session} s @param {unknown} member @param {unknown} msgInfo
     */
    adoptMember(s, member, msgInfo) {
      s.member = /** @type {Record<string, unknown> | null} */ (copy(member));
      s.msgInfo = /** @type {Record<string, unknown> | null} */ (copy(msgInfo));
      s.cash ??= num(s.member?.cashAmt);
      s.points ??= num(s.member?.pointAmt);
    },

    /** The session's member with its current cash and points (a copy), or null. @param {Session} s */
    memberOf(s) {
      if (!s.member) return null;
      const m = structuredClone(s.member);
      if (s.cash !== undefined) m.cashAmt = s.cash;
      if (s.points !== undefined) m.pointAmt = s.points;
      return m;
    },

    /**
     * A CASH push: cash, and points when given.
     * @param {string} token @param {number | undefined} cash @param {number | undefined} points
     */
    setMoney(token, cash, points) {
      const s = this.ensure(token);
      if (cash !== undefined) s.cash = cash;
      if (points !== undefined) s.points = points;
      return s;
    },

    /**
     * A refresh: the session moves to `<root>-r<n>` and the old token is revoked. A token still in
     * its grace window was refreshed already: the same new token again.
     * @param {string} token
     * @returns {string} the new token
     */
    rotate(token) {
      const again = inGrace(token);
      if (again) return again;
      const s = this.ensure(token);
      const root = rootOf(token);
      const n = (refreshCounts.get(root) ?? 0) + 1;
      refreshCounts.set(root, n);
      const next = `${root}-r${n}`;
      byToken.delete(token);
      revokedTokens.set(token, { next, at: now() });
      revokedTokens.delete(next);
      s.revoked.push(token);
      s.token = next;
      byToken.set(next, s);
      return next;
    },

    /** A logout: forget the session (the token is then unseen again, not revoked). @param {string} token */
    forget: (token) => byToken.delete(token),

    /**
     * Make a token unseen again: its session (when it is a current token) and its revocation go.
     * @param {string} token
     */
    forgetToken: (token) => ({ token, session: byToken.delete(token), revoked: revokedTokens.delete(token) }),

    list() {
      return {
        sessions: [...byToken.values()].map((s) => ({
          token: s.token,
          memId: s.member?.memId ?? null,
          cash: s.cash ?? null,
          points: s.points ?? null,
          revoked: [...s.revoked],
          since: s.since,
        })),
        revoked: [...revokedTokens].map(([token, r]) => ({ token, replacedBy: r.next })),
      };
    },

    /** Forget everything (sessions, revoked tokens, refresh counts); returns how many sessions there were. */
    clear() {
      const n = byToken.size;
      byToken.clear();
      revokedTokens.clear();
      refreshCounts.clear();
      return n;
    },
  };
}

/** @typedef {ReturnType<typeof createSessions>} Sessions */
