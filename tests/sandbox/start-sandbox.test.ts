// The README's quick start with two terminals: `npm run sandbox`, then `npm start -- --sandbox`.
// The second must use the sandbox already listening on SANDBOX_PORT (scripts/sandbox-backend.mjs),
// never start a second one on the same data folder: the folder's lock (mocks/sandbox/data-lock.ts)
// refuses a second process while the first lives, and a lock left by a dead process is taken over.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUse, lockDataFolder, lockFileOf } from '../../mocks/sandbox/data-lock';
import { probeSandbox, sandboxBackend } from '../../scripts/sandbox-backend.mjs';
import { startSandboxChild } from '../../scripts/sandbox-child.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'sandbox-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const quiet = () => {};
const envFor = (port: number) => ({ ...process.env, SANDBOX_PORT: String(port) });
const noChild = () => Promise.reject(new Error('started a second sandbox'));

/** The pid of a process that has ended (so no process has it for now). */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '0']).pid ?? 999_999;

async function listening(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('the data folder lock', () => {
  it('a second open while the holder lives is refused with its pid and what to do; a release frees it', () => {
    const dir = path.join(work, 'held', 'data');
    const lock = lockDataFolder(dir);
    expect(lock.file).toBe(`${path.resolve(dir)}.lock`);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    let refused: unknown;
    try {
      lockDataFolder(dir);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toContain(`is in use by process ${process.pid}`);
    expect((refused as Error).message).toContain('npm start -- --sandbox finds it on SANDBOX_PORT');
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockDataFolder(dir).release();
  });

  it('a lock left by a process that is gone (killed, crashed) is taken over', () => {
    const dir = path.join(work, 'stale', 'data');
    const file = lockFileOf(dir);
    rmSync(path.dirname(file), { recursive: true, force: true });
    lockDataFolder(dir).release();
    writeFileSync(file, `${deadPid()}\n`);
    const lock = lockDataFolder(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});

describe('npm run sandbox, then npm start -- --sandbox', () => {
  it('the second finds the first on SANDBOX_PORT and uses it; a second sandbox on the same folder is refused', async () => {
    const data = path.join(work, 'two-terminals', 'data');
    const env = { SANDBOX_DATA: data, SANDBOX_PORT: '0', SANDBOX_QUIET: '1', SANDBOX_TICK_MS: '0' };
    // terminal 1: npm run sandbox
    const first = await startSandboxChild({ env, log: quiet });
    try {
      const port = Number(new URL(first.url).port);
      expect(readFileSync(lockFileOf(data), 'utf8').trim()).toBe(String(first.pid));
      expect(await probeSandbox(first.url)).toMatchObject({ kind: 'sandbox' });

      // terminal 2: npm start -- --sandbox with the same SANDBOX_PORT uses it, starting nothing
      const lines: string[] = [];
      const used = await sandboxBackend({ env: envFor(port), log: (l: string) => lines.push(l), start: noChild });
      expect(used).toMatchObject({ url: `http://127.0.0.1:${port}`, shared: true });
      expect(lines.join('\n')).toContain(`using the sandbox already running at http://127.0.0.1:${port}`);
      await used.close();
      // closing the site leaves the first sandbox running
      expect(await probeSandbox(first.url)).toMatchObject({ kind: 'sandbox' });

      // -- --reset resets the running one through its console route
      const adjust = await fetch(`${first.url}/__sandbox/members/tester01/adjust`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'cash', amount: -50_000 }),
      });
      expect(adjust.status).toBe(200);
      await sandboxBackend({ env: envFor(port), reset: true, log: quiet, start: noChild });
      const members = (await (await fetch(`${first.url}/__sandbox/members?q=tester01`)).json()) as {
        rows: { memId: string; cash: number }[];
      };
      expect(members.rows.find((r) => r.memId === 'tester01')?.cash).toBe(1_250_000);

      // a second sandbox on the same folder (another port) stops before opening it, naming the holder
      await expect(startSandboxChild({ env, log: quiet })).rejects.toThrow(`is in use by process ${first.pid}`);
    } finally {
      await first.close();
    }
    // a stopped sandbox frees its folder
    expect(existsSync(lockFileOf(data))).toBe(false);
  }, 120_000);

  it('with nothing on SANDBOX_PORT it starts its own; a port held by something else is refused, not fought over', async () => {
    const other = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>another app</h1>'));
    const taken = await listening(other);
    try {
      await expect(sandboxBackend({ env: envFor(taken), log: quiet, start: noChild })).rejects.toThrow(
        `http://127.0.0.1:${taken} (SANDBOX_PORT ${taken}) is taken by something that is not a sandbox`,
      );
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
    // the same port, now free: a child of its own is started (here a stand-in that says so)
    let started: unknown;
    const own = await sandboxBackend({
      env: envFor(taken),
      reset: true,
      log: quiet,
      start: (options: unknown) => {
        started = options;
        return Promise.resolve({ url: 'http://127.0.0.1:1', pid: 1, exited: new Promise<null>(() => {}), close: async () => {} });
      },
    });
    expect(own.shared).toBe(false);
    expect(started).toMatchObject({ reset: true });
  });
});
