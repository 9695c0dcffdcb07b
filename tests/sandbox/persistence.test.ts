// The embedded default keeps its data across a restart, and --reset wipes it: a
// sandbox on PGlite in a folder of its own, stopped and started again on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../mocks/sandbox/server';
import { SITE } from './support/sandbox';

const dir = mkdtempSync(path.join(tmpdir(), 'sbx-persist-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function post(s: Sandbox, op: string, body: Record<string, unknown>, token?: string) {
  const res = await fetch(`${s.url}${op}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json', ...(token ? { 'x-session-token': token } : {}) },
    body: JSON.stringify({ siteId: SITE.siteId, ...body }),
  });
  return (await res.json()) as { code: string; data: { token?: string; list?: { depositAmt?: number }[] } };
}

const start = (reset = false) => startSandbox({ port: 0, dir, quiet: true, reset });
const deposits = async (s: Sandbox, token: string) =>
  ((await post(s, '/api/cash/list/', { cashType: 'in', count_per_list: 50 }, token)).data.list ?? []).map((r) => r.depositAmt);

describe('PGlite in a folder', () => {
  it('a deposit request survives a restart; a reset wipes it and seeds again', async () => {
    let s = await start(true);
    const login = await post(s, '/api/member/login', { memId: 'tester03', memPass: 'secret12' });
    const token = login.data.token ?? '';
    expect((await post(s, '/api/cash/in', { payType: 'bank', amount: 77_000, depositName: '정예금', bonusYn: 'N' }, token)).code).toBe('0');
    expect(await deposits(s, token)).toContain(77_000);
    await s.close();

    s = await start();
    expect(await deposits(s, token)).toContain(77_000); // the session too: the token still answers
    await s.close();

    s = await start(true);
    const again = (await post(s, '/api/member/login', { memId: 'tester03', memPass: 'secret12' })).data.token ?? '';
    expect(await deposits(s, again)).not.toContain(77_000);
    expect((await post(s, '/api/member/balance', {}, token)).code).not.toBe('0');
    await s.close();
  }, 120_000);
});
