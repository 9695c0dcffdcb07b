// What the conformance run sends: every operation of the contract with each of its request examples
// (body, path parameters, query), who calls it, whether it writes, and in which order (a request
// before its cancel; the calls that end a session or change the member last).
/**
 * @typedef {object} PlannedCall
 * @property {string} id            operationId
 * @property {string} method        GET | POST
 * @property {string} template      the contract's path (`/api/board/{boardType}/list`)
 * @property {string} path          with the example's path parameters filled in
 * @property {'guest' | 'member' | 'partner'} access
 * @property {'spec' | 'inferred'} source
 * @property {boolean} readOnly     x-read-only: changes nothing on the server
 * @property {boolean} idempotent   takes an Idempotency-Key (moves money, points, coupons or places a bet)
 * @property {string} example       the request example's name
 * @property {Record<string, unknown>} body
 * @property {Record<string, string>} query
 * @property {string[]} codes       '0' and the error codes the operation's answers show as examples
 */

/** Cancels and deletes after what they cancel; then the calls that end sessions or lock the member; logout last. */
const LATE = [/Cancel$/, /Delete$/];
const LAST = ['memberExclude', 'memberSessionEndOthers', 'memberSessionEnd', 'memberUpdate', 'memberLogout'];
/** @param {string} id */
export const rank = (id) => (LAST.includes(id) ? 2 + LAST.indexOf(id) : LATE.some((re) => re.test(id)) ? 1 : 0);

/** After these the member logs in again: they log in, rotate or end a session, or change a password. */
export const SESSION_CALLS = ['memberLogin', 'refreshToken', 'memberUpdate', 'memberLogout'];

/** @param {{ key: string, value: unknown }[] | undefined} examples */
const pick = (examples) => (examples ?? []).find((e) => e.key === 'default') ?? examples?.[0];

/**
 * @param {import('../../mocks/contract.mjs').Contract} contract  loadContract's
 * @returns {PlannedCall[]}
 */
export function planCalls(contract) {
  /** @type {PlannedCall[]} */
  const calls = [];
  for (const entry of contract.index) {
    const op = /** @type {any} */ (entry.operation);
    if (!op.iid) continue;
    const x = op.extensions ?? {};
    /** @type {Record<string, string>} */
    const params = {};
    for (const p of op.request?.path ?? []) params[p.name] = String(pick(p.examples)?.value ?? '');
    /** @type {Record<string, string>} */
    const query = {};
    for (const p of op.request?.query ?? []) {
      const e = pick(p.examples);
      if (p.name !== 'siteId' && e) query[p.name] = String(e.value);
    }
    const path = entry.path.replace(/\{([^}]+)\}/g, (/** @type {string} */ _m, /** @type {string} */ name) =>
      encodeURIComponent(params[name] ?? ''),
    );
    const codes = new Set(['0']);
    for (const r of op.responses ?? []) {
      if (r.code !== '200') continue;
      for (const e of (r.contents ?? []).flatMap((/** @type {any} */ c) => c.examples ?? [])) {
        if (typeof e.value?.code === 'string') codes.add(e.value.code);
      }
    }
    const bodies = (op.request?.body?.contents ?? [])
      .filter((/** @type {any} */ c) => /json/.test(c.mediaType ?? ''))
      .flatMap((/** @type {any} */ c) => c.examples ?? []);
    for (const e of bodies.length ? bodies : [{ key: 'none', value: {} }]) {
      calls.push({
        id: op.iid,
        method: entry.method,
        template: entry.path,
        path,
        access: x['x-access'] ?? 'guest',
        source: x['x-source'] ?? 'inferred',
        readOnly: x['x-read-only'] === true,
        idempotent: (op.request?.headers ?? []).some((/** @type {any} */ h) => String(h.name).toLowerCase() === 'idempotency-key'),
        example: e.key,
        body: e.value ?? {},
        query,
        codes: [...codes],
      });
    }
  }
  // contract order (the index is sorted by specificity; keep the file order within a rank)
  const order = new Map(contract.operations.map((/** @type {any} */ op, /** @type {number} */ i) => [op.iid, i]));
  return calls.sort((a, b) => rank(a.id) - rank(b.id) || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
