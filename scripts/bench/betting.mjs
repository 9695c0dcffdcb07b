// The sandbox betting, as figures for `npm run bench`:
//   load    200 simulated members on loopback, each polling its balance every 5 s and placing a bet
//           every 10 s on average (20 bets a second in all) — a powerball pick on the running round or a sports single at the
//           board's price (oddsPolicy any), each with its Idempotency-Key — requests per second,
//           p50 / p99 per kind, the answers' codes, the ledger against the balances after
//   settle  10,000 open bets settled by one result (mocks/sandbox/bench/settle.ts, in process)
// On PGlite in a temporary folder, and on PostgreSQL when a URL is given.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, loadReport, makeMembers, operator, startSandboxProcess } from './sandbox.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The live and combination boards' open picks: { fixtureId, marketId, key, odds }. */
async function openPicks(url, token) {
  const picks = [];
  for (const menu of ['live', 'combination']) {
    const a = await api(url, '/api/sport/fixtures', { menu }, { token });
    if (a.code !== '0') throw new Error(`fixtures ${menu}: ${JSON.stringify(a).slice(0, 200)}`);
    for (const f of a.data.list)
      for (const m of f.markets)
        if (!m.suspended && f.status !== 'finished')
          for (const o of m.odds) picks.push({ fixtureId: f.fixtureId, marketId: m.marketId, key: o.key });
  }
  return picks;
}

export async function bettingFigures({ databaseUrl, members = 200, seconds = 30 } = {}) {
  const dataDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'sbx-bet-'));
  const sbx = startSandboxProcess({ dataDir, databaseUrl, reset: true });
  try {
    const url = await sbx.url;
    const t0 = Date.now();
    const crowd = await makeMembers(url, members, 'bettor', { cash: 10_000_000 });
    const picks = await openPicks(url, crowd[0].token);
    const setup = Date.now() - t0;
    const lat = { balance: [], round: [], mini: [], sport: [] };
    const codes = new Map();
    let errors = 0;
    const end = Date.now() + seconds * 1000;
    const timed = async (kind, fn) => {
      const s = performance.now();
      try {
        const a = await fn();
        const label = a.code === '0' && a.data?.status ? `${kind}:${a.data.status}` : `${kind}:${a.code}`;
        codes.set(label, (codes.get(label) ?? 0) + 1);
        lat[kind].push(performance.now() - s);
        return a;
      } catch {
        errors++;
        return undefined;
      }
    };
    const sleep = (t) => new Promise((r) => setTimeout(r, t));
    const poller = async (m, i) => {
      await sleep((i / crowd.length) * 5000);
      while (Date.now() < end) {
        const next = Date.now() + 5000;
        await timed('balance', () => api(url, '/api/member/balance', {}, { token: m.token }));
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const bettor = async (m, i) => {
      await sleep((i / crowd.length) * 10_000);
      let n = i;
      while (Date.now() < end) {
        const next = Date.now() + 5_000 + Math.random() * 10_000;
        if (n++ % 2 === 0) {
          const round = await timed('round', () => api(url, '/api/minigame/slots/powerball/normal', {}, { token: m.token }));
          const options = round?.data?.options ?? [];
          const o = options[n % Math.max(1, options.length)];
          if (o && round.data.status === 'open')
            await timed('mini', () =>
              api(
                url,
                '/api/bet/betProc',
                {
                  gameType: 'powerball',
                  round: round.data.round,
                  betAmount: 5_000,
                  oddsPolicy: 'any',
                  selections: [{ key: o.key, odds: o.odds }],
                },
                { token: m.token, key: randomUUID() },
              ),
            );
        } else if (picks.length) {
          const p = picks[(i * 7 + n) % picks.length];
          // the price the member saw may have moved: oddsPolicy any takes the new one
          await timed('sport', () =>
            api(
              url,
              '/api/bet/betProc',
              { gameType: 'sport', betAmount: 5_000, oddsPolicy: 'any', selections: [{ ...p, odds: 1.5 }] },
              { token: m.token, key: randomUUID() },
            ),
          );
        }
        await sleep(Math.max(0, next - Date.now()));
      }
    };
    const started = Date.now();
    await Promise.all([...crowd.map(poller), ...crowd.map(bettor)]);
    const took = (Date.now() - started) / 1000;
    const health = await operator(url, 'GET', '/__sandbox/health');
    return loadReport({
      headline: (n) =>
        `${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${members} members betting (setup ${(setup / 1000).toFixed(1)} s, ${picks.length} open sports picks), ${n} answers in ${took.toFixed(1)} s = ${(n / took).toFixed(0)} req/s, ${errors} errors`,
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

/** 10,000 open bets settled by one result, in a process of its own (tsx). */
export function settleFigures({ databaseUrl } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/sandbox/bench/settle.ts', ...(databaseUrl ? [databaseUrl] : [])], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`settle bench exited ${code}: ${out}`));
      const r = JSON.parse(out.trim().split('\n').pop() ?? '{}');
      resolve([
        `${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${r.open} open bets on one powerball round (placed in ${(r.placeMs / 1000).toFixed(1)} s), settled by its draw in ${(r.settleMs / 1000).toFixed(2)} s: ${r.settled} settled, ${r.paidMembers} members paid, ${r.stillOpen} left open, ledger mismatches ${r.mismatches}`,
      ]);
    });
  });
}

// `node scripts/bench/betting.mjs` runs both on PGlite (and on DATABASE_URL when set).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const targets = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])];
  for (const databaseUrl of targets) {
    for (const line of await bettingFigures({ databaseUrl })) console.log(line);
    for (const line of await settleFigures({ databaseUrl })) console.log(line);
  }
}
