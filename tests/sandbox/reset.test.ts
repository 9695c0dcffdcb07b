// POST /__sandbox/reset empties every table of the schema (the list is the schema's, db/schema*.ts)
// and seeds again: every seeded login answers as before, and the sandbox starts again on the same
// data (a PGlite folder, or the PostgreSQL database of SANDBOX_TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../mocks/sandbox/console/core-routes';
import { SEED_MEMBERS, SEED_PASSWORD } from '../../mocks/sandbox/seed/members';
import { startSandbox, type Sandbox } from '../../mocks/sandbox/server';
import { freshPostgres, SITE } from './support/sandbox';

const dir = mkdtempSync(path.join(tmpdir(), 'sbx-reset-'));
const postgres = await freshPostgres();
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await postgres?.drop();
});

const start = () => startSandbox({ port: 0, quiet: true, tickMs: 0, ...(postgres ? { databaseUrl: postgres.url } : { dir }) });

/** Every seeded member's login answer code (0 for the normal ones, their refusal for the others). */
async function loginCodes(s: Sandbox): Promise<Record<string, string>> {
  const codes: Record<string, string> = {};
  for (const m of SEED_MEMBERS) {
    const res = await fetch(`${s.url}/api/member/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: SITE.siteId, memId: m.memId, memPass: SEED_PASSWORD }),
    });
    codes[m.memId] = ((await res.json()) as { code: string }).code;
  }
  return codes;
}

const reset = (s: Sandbox) =>
  fetch(`${s.url}/__sandbox/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

describe('POST /__sandbox/reset', () => {
  it('empties every table of the schema', () => {
    expect(TABLES).toEqual(
      expect.arrayContaining(['members', 'ledger', 'sport_fixtures', 'login_attempts', 'partner_transfers', 'game_rounds']),
    );
    expect(new Set(TABLES).size).toBe(TABLES.length);
  });

  it('seeds again: every seeded login answers as before, and a restart on the same data starts', async () => {
    let s = await start();
    try {
      const before = await loginCodes(s);
      expect(Object.values(before).filter((c) => c === '0').length).toBeGreaterThan(10);
      const r = await reset(s);
      expect(r.status, await r.text()).toBe(200);
      expect(await loginCodes(s)).toEqual(before);
      // twice in a row: nothing left over from the first
      expect((await reset(s)).status).toBe(200);
    } finally {
      await s.close();
    }
    s = await start();
    try {
      const health = await fetch(`${s.url}/__sandbox/health`);
      expect(((await health.json()) as { ledgerMismatches: number }).ledgerMismatches).toBe(0);
      expect((await loginCodes(s)).tester01).toBe('0');
    } finally {
      await s.close();
    }
  }, 180_000);
});
