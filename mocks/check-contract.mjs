// Does the mock serve every operation of the contract? `node mocks/check-contract.mjs [contract]`
// For each operation: its first request example (or {}) plus siteId goes through the envelope with the
// auth headers; it must answer HTTP 200 with code "0" by default, and every named example of every
// response must come back without Prism finding it at odds with its schema. Exit 1 on any problem.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { resolve } from 'node:path';
import { startMock } from './server.mjs';
import { ENVELOPE_DEFAULTS } from './config.mjs';

const contractPath = process.argv[2] ? resolve(process.argv[2]) : undefined;
const key = Buffer.from(process.env.MOCK_AES_KEY ?? ENVELOPE_DEFAULTS.key, 'utf8');
const iv = Buffer.from(process.env.MOCK_AES_IV ?? ENVELOPE_DEFAULTS.iv, 'utf8');
const n = Number(process.env.MOCK_PREFIX_LENGTH ?? ENVELOPE_DEFAULTS.prefixLength);
const seal = (/** @type {unknown} */ v) => {
  const c = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([c.update('x'.repeat(n) + JSON.stringify(v), 'utf8'), c.final()]).toString('base64');
};
const open = (/** @type {string} */ t) => {
  const d = createDecipheriv('aes-256-cbc', key, iv);
  return JSON.parse(
    Buffer.concat([d.update(Buffer.from(t, 'base64')), d.final()])
      .toString('utf8')
      .slice(n),
  );
};

const mock = await startMock({ port: 0, quiet: true, logSize: 1_000_000, ...(contractPath && { contractPath }) });
const headers = { authorization: 'Bearer mock-api-key', accept: 'text/plain' };
/** @type {string[]} */
const problems = [];
let calls = 0;
try {
  const { operations } = await (await fetch(`${mock.url}/__mock/operations`)).json();
  const { contract } = await (await fetch(`${mock.url}/__mock/health`)).json();
  // Prism's operation objects are not exposed over HTTP: read parameters and request examples here.
  const { loadContract } = await import('./contract.mjs');
  const indexed = await loadContract(contract);

  for (const o of operations) {
    const op = /** @type {any} */ (indexed.find(o.path, o.method)[0]?.operation);
    const path = o.path.replace(/\{([^}]+)\}/g, (/** @type {string} */ _, /** @type {string} */ name) => {
      const p = op.request?.path?.find((/** @type {any} */ x) => x.name === name);
      return encodeURIComponent(p?.examples?.[0]?.value ?? p?.schema?.examples?.[0] ?? p?.schema?.enum?.[0] ?? p?.schema?.default ?? 'x1');
    });
    const body = { ...(op.request?.body?.contents?.[0]?.examples?.[0]?.value ?? {}), siteId: 'winner' };
    const query = new URLSearchParams({ siteId: 'winner' });
    for (const p of op.request?.query ?? []) {
      if (p.required) query.set(p.name, String(p.examples?.[0]?.value ?? p.schema?.examples?.[0] ?? p.schema?.enum?.[0] ?? 'x'));
    }
    const codes = Object.keys(o.examples).length ? Object.entries(o.examples) : [['200', []]];
    for (const [code, names] of codes) {
      for (const example of names.length ? [undefined, ...names] : [undefined]) {
        if (example === undefined && code !== '200') continue;
        calls++;
        /** @type {Record<string, string>} */
        const prefer = example ? { prefer: `code=${code}, example=${example}` } : {};
        // A token of its own for each call: a refresh revokes the token it was called with.
        const session = { 'x-session-token': `check-token-${calls}` };
        const res =
          o.method === 'GET'
            ? await fetch(`${mock.url}${path}?${query}`, { headers: { ...headers, ...session, ...prefer } })
            : await fetch(mock.url + path, {
                method: o.method,
                headers: { ...headers, ...session, ...prefer, 'content-type': 'text/plain' },
                body: seal(body),
              });
        const text = await res.text();
        const label = `${o.method} ${o.path} ${example ?? '(default)'}`;
        if (res.status !== Number(code)) {
          let why = text.slice(0, 300);
          try {
            const problem = JSON.parse(text);
            why = problem.validation?.map((/** @type {any} */ v) => v.message).join('; ') || problem.detail || problem.title;
          } catch {
            // not JSON: keep the raw text
          }
          problems.push(`${label}: HTTP ${res.status} ${why}`);
          continue;
        }
        if (!example && open(text)?.code !== '0') problems.push(`${label}: default answer has code ${open(text)?.code}, not "0"`);
      }
    }
  }
  const { requests } = await (await fetch(`${mock.url}/__mock/requests`)).json();
  for (const r of requests) {
    if (r.violations.length)
      problems.push(`${r.method} ${r.path} ${r.pick.implicit ? '(default)' : r.pick.example}: ${r.violations.join('; ')}`);
  }
  console.log(`${operations.length} operations, ${calls} calls, ${problems.length} problem(s)`);
  for (const p of problems) console.log(`  ${p}`);
} finally {
  await mock.close();
}
process.exitCode = problems.length ? 1 : 0;
