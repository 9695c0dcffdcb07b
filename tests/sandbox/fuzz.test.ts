// Every operation of the contract sent malformed requests (support/fuzz-cases.ts: schema-driven from
// the contract's request schemas, a fixed seed), as a guest and as a signed-in member (a partner
// for the partner operations): never HTTP 500; a refusal is 400/413 `{ code, msg }` or 401
// `{ message }`; a 200 fits the operation's answer schema; no answer carries SQL, a stack or a
// column name (openapi.yaml x-envelope.refusal); the money still adds up afterwards.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../mocks/contract.mjs';
import { OPERATIONS, type OperationId } from '../../src/api/generated/operations';
import { allCases, sampleCases, type FuzzCase, type Param, type RequestShape } from './support/fuzz-cases';
import { INTERNALS } from './support/internals';
import { makeMember } from './support/members';
import { openTestSandbox, SITE, type TestSandbox, checkTheBooks } from './support/sandbox';

/** FUZZ_SEED and FUZZ_CASES (cases per operation as a member) explore further by hand; the suite runs the defaults. */
const SEED = Number(process.env.FUZZ_SEED ?? 35);
const CASES = Number(process.env.FUZZ_CASES ?? 30);
/** Cases per operation and caller: enough for every field to meet a few odd values, bounded for time. */
const PER_CALLER = { guest: Math.ceil(CASES / 3), member: CASES } as const;

let s: TestSandbox;
let shapes: Map<string, RequestShape>;
beforeAll(async () => {
  s = await openTestSandbox();
  const contract = (await loadContract('openapi/openapi.yaml', { cache: true })) as { index: { operation: PrismOperation }[] };
  shapes = new Map(contract.index.map(({ operation: o }) => [o.iid ?? '', shapeOf(o)]));
}, 60_000);
checkTheBooks(() => s);

interface PrismOperation {
  iid?: string;
  request?: {
    body?: { contents?: { mediaType?: string; schema?: Record<string, unknown>; examples?: { value: unknown }[] }[] };
    path?: Param[];
    query?: Param[];
  };
}
const shapeOf = (o: PrismOperation): RequestShape => {
  const json = o.request?.body?.contents?.find((c) => /json/.test(c.mediaType ?? ''));
  return { body: json?.schema, bodyExample: json?.examples?.[0]?.value, path: o.request?.path ?? [], query: o.request?.query ?? [] };
};

const segment = (v: string) => (v.startsWith('%') ? v : encodeURIComponent(v));

/** Sends one case; returns what is wrong with the answer ([] when nothing). */
async function send(id: OperationId, c: FuzzCase, token: string | undefined): Promise<string[]> {
  const op = OPERATIONS[id];
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => segment(c.path[name] ?? 'x'));
  const headers: Record<string, string> = { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json' };
  if (token) headers['x-session-token'] = token;
  if (op.idempotent) headers['idempotency-key'] = `fuzz-${Math.random().toString(36).slice(2)}`;
  const violationsBefore = s.violations.length;
  const res =
    op.method === 'GET'
      ? await fetch(`${s.url}${path}?${new URLSearchParams(c.query)}`, { headers })
      : await fetch(`${s.url}${path}`, { method: 'POST', headers, body: c.body });
  const text = await res.text();
  const wrong: string[] = [];
  if (INTERNALS.test(text)) wrong.push(`internals in the answer: ${text.slice(0, 200)}`);
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    wrong.push(`HTTP ${res.status}, not JSON: ${text.slice(0, 120)}`);
  }
  if (res.status === 200) {
    if (s.violations.length > violationsBefore)
      wrong.push(`200 not fitting the contract: ${s.violations.slice(violationsBefore).join('; ')}`);
  } else if (res.status === 400 || res.status === 413) {
    if (typeof json.code !== 'string' || json.code === '0' || typeof json.msg !== 'string')
      wrong.push(`HTTP ${res.status} ${text.slice(0, 120)}`);
  } else if (res.status === 401) {
    if (typeof json.message !== 'string') wrong.push(`HTTP 401 ${text.slice(0, 120)}`);
  } else wrong.push(`HTTP ${res.status} ${text.slice(0, 200)}`);
  s.violations.splice(violationsBefore);
  return wrong.map((w) => `${id} [${token ? 'signed in' : 'guest'}] ${c.what}: ${w}`);
}

/** Who calls an operation: a guest always; a fresh member (a fresh partner with a sub-member for a partner operation) unless it is a guest operation. */
async function callers(id: OperationId, n: number): Promise<{ label: keyof typeof PER_CALLER; token: string | undefined }[]> {
  const access = OPERATIONS[id].access;
  if (access === 'guest') return [{ label: 'member', token: undefined }];
  const memId = `fz${String(n).padStart(3, '0')}`;
  if (access === 'partner') {
    await makeMember(s, { memId, cash: 500_000, partnerType: 'PTN_4', parentId: 'partner01' });
    await makeMember(s, { memId: `${memId}s`, cash: 10_000, parentId: memId });
  } else await makeMember(s, { memId, cash: 500_000, points: 50_000, parentId: 'partner01' });
  const token = await s.login(memId);
  return [
    { label: 'guest', token: undefined },
    { label: 'member', token },
  ];
}

// the login and signup operations last: their refusals may slow down logins (throttling)
const ORDER = (Object.keys(OPERATIONS) as OperationId[]).sort(
  (a, b) =>
    Number(OPERATIONS[a].access === 'guest' && /login|signup/i.test(a)) -
    Number(OPERATIONS[b].access === 'guest' && /login|signup/i.test(b)),
);

describe('the contract fuzzed', () => {
  it('no operation answers 500, internals, or an answer off the contract to malformed requests', async () => {
    const t0 = performance.now();
    // the server's log of a failure (its first two lines: the error and the SQL's parameters) goes with the problems
    const logged = new Set<string>();
    vi.spyOn(console, 'error').mockImplementation((line: unknown) =>
      logged.add(String(line).split('\n').slice(0, 2).join(' | ').slice(0, 300)),
    );
    const problems: string[] = [];
    let count = 0;
    const prepared: { id: OperationId; who: Awaited<ReturnType<typeof callers>> }[] = [];
    for (const [n, id] of ORDER.entries()) prepared.push({ id, who: await callers(id, n) });
    for (const { id, who } of prepared) {
      const shape = shapes.get(id);
      expect(shape, id).toBeDefined();
      const cases = allCases(shape ?? { path: [], query: [] }, SITE.siteId);
      for (const { label, token } of who) {
        for (const c of sampleCases(cases, PER_CALLER[label], SEED)) {
          count++;
          problems.push(...(await send(id, c, token)));
        }
      }
    }
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`fuzz: ${count} requests over ${prepared.length} operations in ${seconds} s (seed ${SEED})`);
    vi.restoreAllMocks();
    expect([...problems.slice(0, 40), ...[...logged].slice(0, 20)]).toEqual([]);
  }, 180_000);
});
