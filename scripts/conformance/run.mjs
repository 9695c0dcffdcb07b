// The conformance run: every planned call (plan.mjs) sent to the target through the envelope
// (client.mjs) and its answer checked against the contract (the upstream watch's check), summed up
// per operation: answered (HTTP statuses), fits the schema, the codes seen, or skipped and why.
// Before the operations, the checks of the contract's x-server-duties (checks.mjs) that can be seen
// from outside, and the list of those that cannot.
import { loadContract } from '../../mocks/contract.mjs';
import { createAnswerCheck } from '../../mocks/upstream/check-answer.mjs';
import { shapeOf } from '../../mocks/upstream/complaints.mjs';
import { readDuties, plannedChecks, runChecks } from './checks.mjs';
import { createClient } from './client.mjs';
import { planCalls, SESSION_CALLS } from './plan.mjs';

/**
 * @typedef {object} OperationResult
 * @property {string} id
 * @property {string} method
 * @property {string} path          the contract's path template
 * @property {string} access
 * @property {string} source        spec | inferred
 * @property {boolean} readOnly
 * @property {'pass' | 'fail' | 'skipped'} outcome
 * @property {string} [skipped]     why it was not sent
 * @property {number} requests      how many were sent (one per request example)
 * @property {number[]} statuses    the HTTP statuses seen
 * @property {string[]} codes       the envelope codes seen
 * @property {string[]} unlisted    codes seen that the contract does not list as this operation's examples
 * @property {{ example: string, path: string, expected: string, got: string }[]} complaints
 */

/**
 * @typedef {object} RunOptions
 * @property {string} target
 * @property {string} contractPath
 * @property {import('./client.mjs').Site} site
 * @property {{ id: string, password: string }} [member]   the test account
 * @property {{ id: string, password: string }} [partner]  for the partner operations (else the member)
 * @property {boolean} [write]     also the writing and money-moving operations
 * @property {string[]} [only]     these operationIds and duty checks only
 */

/** Why a request got no answer, with the network's own code (ECONNREFUSED, a time-out…). @param {unknown} err */
const failure = (err) => {
  const e = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (err);
  const cause = e.cause?.code ?? e.cause?.message;
  return `${e.message}${cause ? ` (${cause})` : ''}`;
};

/** @param {{ outcome: string }[]} list */
const tally = (list) => ({
  passed: list.filter((x) => x.outcome === 'pass').length,
  failed: list.filter((x) => x.outcome === 'fail').length,
  skipped: list.filter((x) => x.outcome === 'skipped').length,
});

/** @param {RunOptions} o */
export async function runConformance(o) {
  const contract = await loadContract(o.contractPath, { cache: true });
  const { check } = createAnswerCheck({ contract, envelope: o.site.envelope });
  const client = createClient(o.target, o.site);
  const planned = planCalls(contract);
  const duties = await readDuties(o.contractPath);
  const unknown = (o.only ?? []).filter((id) => !planned.some((c) => c.id === id) && !plannedChecks(duties).some((c) => c.id === id));
  if (unknown.length) throw new RangeError(`--only: no operation or check ${unknown.join(', ')} in the contract`);
  const calls = planned.filter((c) => !o.only || o.only.includes(c.id));
  const { checks, unseen } = await runChecks(
    {
      client,
      call: (id) => {
        const found = planned.find((c) => c.id === id);
        if (!found) throw new Error(`the contract has no operation ${id}`);
        return found;
      },
      member: o.member,
      write: Boolean(o.write),
    },
    duties,
    o.only,
  );

  /** @type {Map<string, OperationResult>} */
  const results = new Map();
  /** @type {Map<string, string>} */
  const tokens = new Map();
  /** @type {Map<string, string>} member id → why its login was refused */
  const refused = new Map();

  /** @param {{ id: string, password: string }} who */
  async function tokenOf(who) {
    const known = tokens.get(who.id);
    if (known) return known;
    // one refused login is not tried again (a wrong password retried would lock a real account)
    const refusal = refused.get(who.id);
    if (refusal) throw new Error(refusal);
    const answer = await client
      .send({ method: 'POST', path: loginPath, body: { memId: who.id, memPass: who.password }, query: {}, idempotent: false }, undefined)
      .catch((err) => {
        throw new Error(`${who.id} could not log in: no answer (${failure(err)})`);
      });
    const { code, data } = client.open(answer);
    const token = /** @type {any} */ (data)?.token;
    if (code !== '0' || typeof token !== 'string') {
      const why = `${who.id} could not log in (HTTP ${answer.status}, code ${code || 'unreadable'})`;
      refused.set(who.id, why);
      throw new Error(why);
    }
    tokens.set(who.id, token);
    return token;
  }
  const loginPath = contract.index.find((e) => e.operationId === 'memberLogin')?.path ?? '/api/member/login';

  for (const call of calls) {
    let r = results.get(call.id);
    if (!r) {
      r = {
        id: call.id,
        method: call.method,
        path: call.template,
        access: call.access,
        source: call.source,
        readOnly: call.readOnly,
        outcome: 'pass',
        requests: 0,
        statuses: [],
        codes: [],
        unlisted: [],
        complaints: [],
      };
      results.set(call.id, r);
    }
    const who =
      call.access === 'partner' ? (o.partner ?? o.member) : call.access === 'member' || call.id === 'memberLogin' ? o.member : undefined;
    const why =
      !call.readOnly && !o.write && call.id !== 'memberLogin'
        ? 'writes: runs only with --write'
        : (call.access !== 'guest' || call.id === 'memberLogin') && !who
          ? 'needs a member: --member id:password'
          : undefined;
    if (why) {
      r.outcome = 'skipped';
      r.skipped = why;
      continue;
    }
    let token;
    try {
      if (call.access !== 'guest' && who) token = await tokenOf(who);
    } catch (err) {
      r.outcome = 'fail';
      r.complaints.push({
        example: call.example,
        path: '/',
        expected: 'a logged-in member to call it as',
        got: /** @type {Error} */ (err).message,
      });
      continue;
    }
    const body = call.id === 'memberLogin' && who ? { ...call.body, memId: who.id, memPass: who.password } : call.body;
    if (SESSION_CALLS.includes(call.id)) tokens.clear();
    r.requests++;
    let answer;
    try {
      answer = await client.send({ ...call, body }, token);
    } catch (err) {
      r.outcome = 'fail';
      r.complaints.push({
        example: call.example,
        path: '/',
        expected: 'an answer',
        got: `no answer: ${failure(err)}`,
      });
      continue;
    }
    if (!r.statuses.includes(answer.status)) r.statuses.push(answer.status);
    const { code } = client.open(answer);
    if (code && !r.codes.includes(code)) r.codes.push(code);
    if (code && !call.codes.includes(code) && !r.unlisted.includes(code)) r.unlisted.push(code);
    const { complaints } = check({
      method: call.method,
      pathname: call.path,
      status: answer.status,
      contentType: answer.contentType,
      contentEncoding: undefined,
      bytes: answer.bytes,
    });
    for (const c of complaints) {
      // one line per place and expectation: a field wrong in every list item is one complaint
      const path = shapeOf(c.path);
      r.outcome = 'fail';
      if (!r.complaints.some((k) => k.path === path && k.expected === c.expected)) r.complaints.push({ example: call.example, ...c, path });
    }
  }
  const list = [...results.values()];
  return {
    target: o.target,
    at: new Date().toISOString(),
    write: Boolean(o.write),
    member: o.member?.id,
    partner: o.partner?.id,
    operations: list,
    checks,
    unseen,
    summary: { operations: list.length, ...tally(list), checks: { count: checks.length, ...tally(checks) } },
  };
}

/** @typedef {Awaited<ReturnType<typeof runConformance>>} ConformanceReport */
