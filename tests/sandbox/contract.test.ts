// The contract suite against the sandbox: every operation of the contract, called with
// each of the contract's own request examples as its caller (a guest; tester01; partner01, logged in
// through the API; a fresh Idempotency-Key where the operation declares one), answers HTTP 200 with a body that fits the operation's response schema. An
// example that cannot succeed from the seeded state may answer one of the operation's own error
// codes: the test says so (an annotation, and the summary printed at the end), it is not hidden.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/api/generated/operations';
import { contractRequests, type ContractRequest } from './support/contract-requests';
import { openTestSandbox, type TestSandbox } from './support/sandbox';

const CALLERS = { guest: undefined, member: 'tester01', partner: 'partner01' } as const;

/** Last: the calls that end the caller's session or may change its password. */
const LAST: readonly OperationId[] = ['memberUpdate', 'memberLogout'];
const rank = (r: ContractRequest) => LAST.indexOf(r.id) + 1;
const requests = (await contractRequests()).sort((a, b) => rank(a) - rank(b));

/** Calls after which a caller logs in again: they log in, rotate or end a session, or change a password. */
const SESSION_CALLS: readonly OperationId[] = ['memberLogin', 'refreshToken', ...LAST];

let s: TestSandbox;
/** One session per caller (a login costs a scrypt hash), until a call in SESSION_CALLS. */
const tokens = new Map<string, string>();
const tokenOf = async (memId: string) => tokens.get(memId) ?? tokens.set(memId, await s.login(memId)).get(memId);
const answered: { name: string; code: string }[] = [];

beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);

afterAll(async () => {
  const health = await s.operator<{ operations?: { state: string[]; examples: string[] } }>('GET', '/__sandbox/health');
  const failures = answered.filter((a) => a.code !== '0');
  const lines = [
    `contract suite: ${answered.length} requests, ${answered.length - failures.length} answered code 0, ${failures.length} an error code of their own` +
      (health.body.operations
        ? `; ${health.body.operations.state.length} operations served from state, ${health.body.operations.examples.length} by the contract's example`
        : ''),
    ...failures.map((f) => `  ${f.name} → ${f.code}`),
  ];
  console.log(lines.join('\n'));
  expect(s.violations).toEqual([]);
  expect(await s.audit()).toEqual([]);
  await s.close();
});

describe('every operation answers its own request example within the contract', () => {
  it.for(requests.map((r) => [`${r.id} [${r.example}] as ${CALLERS[r.access] ?? 'a guest'}`, r] as const))('%s', async ([name, r], ctx) => {
    const memId = CALLERS[r.access];
    const token = memId ? await tokenOf(memId) : undefined;
    const before = s.violations.length;
    if (SESSION_CALLS.includes(r.id)) tokens.clear();
    // call() throws on any HTTP status but 200
    const key = r.idempotent ? randomUUID() : undefined;
    const answer = (await s.call(r.id, r.body, { token, key, path: r.path, query: r.query })) as { code?: unknown };
    expect(s.violations.slice(before), 'the answer fits the response schema').toEqual([]);
    const code = String(answer.code);
    answered.push({ name, code });
    if (code !== '0') await ctx.annotate(`answered error code ${code}`);
    expect([...r.codes], `${code} is code 0 or one of ${r.id}'s own error codes`).toContain(code);
  });
});
