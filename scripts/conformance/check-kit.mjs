// What the duty checks (checks.mjs) share: their context, their verdicts, a fresh login, and what
// counts as internals in an answer.

/**
 * @typedef {object} CheckContext
 * @property {ReturnType<typeof import('./client.mjs').createClient>} client
 * @property {(id: string) => import('./plan.mjs').PlannedCall} call  the contract's call of an operation (its first request example)
 * @property {{ id: string, password: string }} [member]
 * @property {boolean} write
 */

/** @typedef {{ outcome: 'pass' | 'fail' | 'skipped', note: string }} Verdict */

/**
 * @typedef {object} Check
 * @property {string} id          the id the contract's x-server-duties names
 * @property {{ member?: boolean, write?: boolean }} needs
 * @property {(ctx: CheckContext) => Promise<Verdict>} run
 */

/** @param {string} note @returns {Verdict} */
export const pass = (note) => ({ outcome: 'pass', note });
/** @param {string} note @returns {Verdict} */
export const fail = (note) => ({ outcome: 'fail', note });
/** @param {string} note @returns {Verdict} */
export const skip = (note) => ({ outcome: 'skipped', note });

/** What an answer may never show: SQL, a database's complaint, a stack frame, a column name of the member table. */
export const INTERNALS =
  /failed query|syntax error|violates|insert into|select .+ from|pass_hash|\n\s+at \S.*:\d+|\.(?:ts|js|mjs|cjs):\d+:\d+/i;

/** HTTP status and code of an answer, for a note. @param {{ status: number }} answer @param {string} code */
export const said = (answer, code) => `HTTP ${answer.status}${code ? `, code ${code}` : ''}`;

/**
 * A fresh session of the member (a check never borrows the operation run's): the token and its tokenExpiresAt.
 * @param {CheckContext} ctx
 * @returns {Promise<{ token: string, expiresAt: string | undefined }>}
 */
export async function freshLogin(ctx) {
  const who = ctx.member;
  if (!who) throw new Error('no --member');
  const call = ctx.call('memberLogin');
  const answer = await ctx.client.send({ ...call, body: { ...call.body, memId: who.id, memPass: who.password } }, undefined);
  const { code, data } = ctx.client.open(answer);
  const d = /** @type {{ token?: unknown, tokenExpiresAt?: unknown } | undefined} */ (data);
  if (code !== '0' || typeof d?.token !== 'string') throw new Error(`${who.id} could not log in (${said(answer, code || 'unreadable')})`);
  return { token: d.token, expiresAt: typeof d.tokenExpiresAt === 'string' ? d.tokenExpiresAt : undefined };
}
