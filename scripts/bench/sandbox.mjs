// The sandbox under load and under a crash, as figures for `npm run bench`:
//   load   500 simulated members on loopback: a balance poll every 5 s each, a cash-history read
//          every 15 s each, and 10 money actions a second (deposit and withdrawal requests, each
//          with its Idempotency-Key) — requests per second, p50 / p99 per kind
//   crash  a burst of 1,000 idempotent point conversions, the sandbox killed (SIGKILL) in the middle,
//          started again on the same data, every action retried with its key → each applied once,
//          the ledger equal to the balances
// The sandbox runs as its own process (`tsx mocks/sandbox/main.ts`), on PGlite in a temporary folder
// or on PostgreSQL (DATABASE_URL).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = { siteId: 'winner', key: 'mock-api-key' };

/** Starts the sandbox; resolves once its first line says where it listens. */
export function startSandboxProcess({ dataDir, databaseUrl, reset }) {
  // one process (tsx as a loader, not its CLI, which runs the script in a child): a SIGKILL kills the server
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/sandbox/main.ts', ...(reset ? ['--reset'] : [])], {
    cwd: root,
    env: { ...process.env, SANDBOX_PORT: '0', SANDBOX_QUIET: '1', SANDBOX_DATA: dataDir ?? '', DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const url = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const m = /sandbox listening on (http:\/\/\S+)/.exec(output);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    exited.then(({ code, signal }) => reject(new Error(`sandbox exited (${code ?? signal}) before listening:\n${output}`)));
  });
  return { child, url, exited, kill: (signal = 'SIGTERM') => child.kill(signal) };
}

export async function api(url, op, body, { token, key } = {}) {
  const headers = { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json' };
  if (token) headers['x-session-token'] = token;
  if (key) headers['idempotency-key'] = key;
  const res = await fetch(`${url}${op}`, { method: 'POST', headers, body: JSON.stringify({ siteId: SITE.siteId, ...body }) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${op}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

export async function operator(url, method, p, body) {
  const res = await fetch(`${url}${p}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Runs `fn` over `items`, `limit` at a time. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Signs up `n` members, approves them, gives them money and points, logs them in. */
export async function makeMembers(url, n, prefix, { cash = 0, points = 0 } = {}) {
  const ids = Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(5, '0')}`);
  return pool(ids, 16, async (memId, i) => {
    const signup = await api(url, '/api/member/signup', {
      memId,
      memPass: 'secret12',
      memPassCheck: 'secret12',
      memPhone: `010-${prefix === 'crash' ? 6 : 5}${String(Math.floor(i / 10000)).padStart(3, '0')}-${String(i % 10000).padStart(4, '0')}`,
      bank: '004',
      memName: '벤치',
      memNick: `${prefix}${i + 1}`,
      bankacc: `${prefix === 'crash' ? 9 : 8}${String(i + 1).padStart(11, '0')}`,
      cashOutPass: '1234',
      recommenderId: 'partner01',
    });
    if (signup.code !== '0') throw new Error(`signup ${memId}: ${JSON.stringify(signup)}`);
    await operator(url, 'POST', `/__sandbox/members/${memId}/approve`);
    if (cash) await operator(url, 'POST', `/__sandbox/members/${memId}/adjust`, { account: 'cash', amount: cash, note: 'bench' });
    if (points) await operator(url, 'POST', `/__sandbox/members/${memId}/adjust`, { account: 'points', amount: points, note: 'bench' });
    const login = await api(url, '/api/member/login', { memId, memPass: 'secret12' });
    if (login.code !== '0') throw new Error(`login ${memId}: ${JSON.stringify(login)}`);
    return { memId, token: login.data.token };
  });
}

export const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
export const ms = (v) => `${v.toFixed(1)} ms`;

/**
 * The printable figures of a load run: the headline, p50 / p99 over all answers and per kind, the
 * answers' codes, the ledger after.
 */
export function loadReport({ headline, lat, codes, ledgerMismatches }) {
  const all = Object.values(lat)
    .flat()
    .sort((a, b) => a - b);
  const lines = [headline(all.length), `  all      p50 ${ms(pct(all, 50))}  p99 ${ms(pct(all, 99))}`];
  for (const kind of Object.keys(lat)) {
    const s = lat[kind].sort((a, b) => a - b);
    lines.push(`  ${kind.padEnd(8)} p50 ${ms(pct(s, 50))}  p99 ${ms(pct(s, 99))}  (${s.length})`);
  }
  lines.push(`  answers: ${[...codes].map(([k, v]) => `${k} ×${v}`).join(', ')}`);
  lines.push(`  ledger mismatches after the run: ${ledgerMismatches}`);
  return lines;
}

/** The mixed load. Returns printable lines. */
export async function loadFigures({ databaseUrl, members = 500, seconds = 30, moneyPerSecond = 10 } = {}) {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'sbx-bench-'));
  const sbx = startSandboxProcess({ dataDir, databaseUrl, reset: true });
  try {
    const url = await sbx.url;
    const t0 = Date.now();
    const crowd = await makeMembers(url, members, 'bench', { cash: 1_000_000 });
    const setup = Date.now() - t0;
    const lat = { balance: [], list: [], money: [] };
    const codes = new Map();
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    const timed = async (kind, fn) => {
      const s = performance.now();
      try {
        const a = await fn();
        codes.set(`${kind}:${a.code}`, (codes.get(`${kind}:${a.code}`) ?? 0) + 1);
      } catch {
        errors++;
        return;
      }
      lat[kind].push(performance.now() - s);
    };
    const sleep = (t) => new Promise((r) => setTimeout(r, t));
    const member = async (m, i) => {
      await sleep((i / crowd.length) * 5000); // spread the polls over the 5 s
      let tick = 0;
      while (Date.now() < end) {
        const next = Date.now() + 5000;
        await timed('balance', () => api(url, '/api/member/balance', {}, { token: m.token }));
        if (tick++ % 3 === 0)
          await timed('list', () => api(url, '/api/cash/list/', { cashType: 'in', page: 1, count_per_list: 10 }, { token: m.token }));
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const money = async () => {
      let n = 0;
      while (Date.now() < end) {
        const next = Date.now() + 1000 / moneyPerSecond;
        const m = crowd[n % crowd.length];
        const deposit = Math.floor(n / crowd.length) % 2 === 0;
        n++;
        void timed('money', () =>
          deposit
            ? api(
                url,
                '/api/cash/in',
                { payType: 'bank', amount: 50_000, depositName: '벤치', bonusYn: 'N' },
                { token: m.token, key: randomUUID() },
              )
            : api(url, '/api/cash/out', { payType: 'bank', amount: 30_000, cashOutPass: '1234' }, { token: m.token, key: randomUUID() }),
        );
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const started = Date.now();
    await Promise.all([...crowd.map(member), money()]);
    const took = (Date.now() - started) / 1000;
    const health = await operator(url, 'GET', '/__sandbox/health');
    return loadReport({
      headline: (n) =>
        `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${members} members held (setup ${(setup / 1000).toFixed(1)} s), ${n} answers in ${took.toFixed(1)} s = ${(n / took).toFixed(0)} req/s, ${errors} errors`,
      lat,
      codes,
      ledgerMismatches: health.ledgerMismatches,
    });
  } finally {
    sbx.kill('SIGTERM');
    await sbx.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The crash: 1,000 idempotent actions, SIGKILL in the middle, restart, every action retried. */
export async function crashFigures({ databaseUrl, actions = 1000, membersCount = 200 } = {}) {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'sbx-crash-'));
  let sbx = startSandboxProcess({ dataDir, databaseUrl, reset: true });
  try {
    let url = await sbx.url;
    const perMember = actions / membersCount;
    const crowd = await makeMembers(url, membersCount, 'crash', { points: 1000 * perMember + 5000 });
    const plan = Array.from({ length: actions }, (_, i) => ({ m: crowd[i % membersCount], key: randomUUID() }));
    let answered = 0;
    let lost = 0;
    const killAt = Math.floor(actions * 0.4);
    const burst = pool(plan, 20, async (a) => {
      try {
        const r = await api(url, '/api/point/change', { point: 1000 }, { token: a.m.token, key: a.key });
        a.first = r.code;
        if (++answered === killAt) sbx.kill('SIGKILL');
      } catch {
        lost++;
      }
    });
    await burst;
    await sbx.exited;
    const t0 = Date.now();
    sbx = startSandboxProcess({ dataDir, databaseUrl, reset: false });
    url = await sbx.url;
    const restart = Date.now() - t0;
    const retried = await pool(plan, 20, (a) => api(url, '/api/point/change', { point: 1000 }, { token: a.m.token, key: a.key }));
    const changed = retried.filter((r, i) => plan[i].first !== undefined && plan[i].first !== r.code).length;
    let applied = 0;
    let doubled = 0;
    let missing = 0;
    for (const m of crowd) {
      const { rows } = await operator(url, 'GET', `/__sandbox/ledger?memId=${m.memId}`);
      const n = rows.filter((r) => r.account === 'points' && r.reason === 'point-conversion').length;
      applied += n;
      if (n > perMember) doubled += n - perMember;
      if (n < perMember) missing += perMember - n;
    }
    const health = await operator(url, 'GET', '/__sandbox/health');
    return [
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${actions} point conversions, SIGKILL after ${answered} answers (${lost} sent to the dead server, unanswered), restarted in ${(restart / 1000).toFixed(1)} s, all ${actions} retried with their keys`,
      `  applied ${applied} of ${actions}: ${doubled} doubled, ${missing} missing; ${changed} answers changed on retry; ledger mismatches ${health.ledgerMismatches}`,
    ];
  } finally {
    sbx.kill('SIGTERM');
    await sbx.exited;
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// `node scripts/bench/sandbox.mjs` runs both on PGlite (and on DATABASE_URL when set).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const targets = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  for (const databaseUrl of targets) {
    for (const line of await loadFigures({ databaseUrl })) console.log(line);
    for (const line of await crashFigures({ databaseUrl })) console.log(line);
  }
}
