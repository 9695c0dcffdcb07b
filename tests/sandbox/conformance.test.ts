// The conformance run (README, Operator integration) against the sandbox, as CI runs it: every
// operation of the contract, writing ones included, answered within the contract (zero violations),
// and every check of what the server must do (the contract's x-server-duties) passing; and against a
// sandbox answer made wrong on purpose (tamper.ts), a failing run that names the operation.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONTRACT } from '../../mocks/config.mjs';
import { runConformance, type ConformanceReport } from '../../scripts/conformance/run.mjs';
import { OPERATIONS } from '../../src/api/generated/operations';
import { openTestSandbox, SITE, type TestSandbox } from './support/sandbox';
import { envelope, renameBankName, startTamper, type Tamper } from './support/tamper';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const site = { siteId: SITE.siteId, apiKey: SITE.key, envelope };

let s: TestSandbox;
let tamper: Tamper;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'conformance-'));

beforeAll(async () => {
  s = await openTestSandbox();
  // bankList's answer with every bank's bankNameKr renamed
  tamper = await startTamper(s.url, { '/api/etc/bank': renameBankName });
}, 60_000);

afterAll(async () => {
  await tamper.close();
  fs.rmSync(reports, { recursive: true, force: true });
  expect(s.violations).toEqual([]);
  expect(await s.audit()).toEqual([]);
  await s.close();
});

describe('npm run conformance', () => {
  let report: ConformanceReport;

  it('passes against the sandbox with --write: every operation answered within the contract', async () => {
    report = await runConformance({
      target: s.url,
      contractPath: DEFAULT_CONTRACT,
      site,
      member: { id: 'tester01', password: 'secret12' },
      partner: { id: 'partner01', password: 'secret12' },
      write: true,
    });
    const failed = report.operations.filter((r) => r.outcome === 'fail');
    expect(failed.map((r) => ({ id: r.id, complaints: r.complaints }))).toEqual([]);
    expect(report.operations.map((r) => r.id).sort()).toEqual(Object.keys(OPERATIONS).sort());
    expect(report.operations.filter((r) => r.outcome === 'skipped').map((r) => `${r.id}: ${r.skipped}`)).toEqual([]);
    expect(report.operations.find((r) => r.id === 'memberBalance')).toMatchObject({ outcome: 'pass', statuses: [200], codes: ['0'] });
  }, 120_000);

  it('passes every check of what the server must do, and lists the duties it cannot see', () => {
    expect(report.checks.map((c) => `${c.id}: ${c.outcome} (${c.note})`)).toEqual(
      ['made-up-token', 'expired-token', 'refresh-replay', 'idempotency-other-body', 'nul-login', 'push-send', 'push-origin'].map((id) =>
        expect.stringMatching(new RegExp(`^${id}: pass \\(`)),
      ),
    );
    expect(report.unseen.map((d) => d.id)).toEqual([
      'login-throttle',
      'two-step',
      'forwarded-for',
      'play-token',
      'display-names',
      'ownership',
    ]);
    expect(report.summary.checks).toEqual({ count: 7, passed: 7, failed: 0, skipped: 0 });
  });

  it('fails, saying why, when the member cannot log in (and an unknown --only is refused)', async () => {
    const refused = await runConformance({
      target: s.url,
      contractPath: DEFAULT_CONTRACT,
      site,
      member: { id: 'nobody', password: 'wrong-pass' },
      only: ['memberInfo', 'memberBalance'],
    });
    expect(refused.summary).toMatchObject({ operations: 2, failed: 2 });
    for (const r of refused.operations) expect(r.complaints[0]?.got).toMatch(/^nobody could not log in \(HTTP 200, code \w+\)$/);
    await expect(runConformance({ target: s.url, contractPath: DEFAULT_CONTRACT, site, only: ['nope'] })).rejects.toThrow(
      '--only: no operation or check nope in the contract',
    );
  });

  it('fails against a wrong answer, naming the operation (the command line: exit status 1, table, reports)', async () => {
    // read-only, guest operations only (no --member): cheap, and bankList is one of them; the keys
    // are .env.development's, the sandbox's own (the sandbox and the tamper proxy run in this process:
    // the command runs beside it, not blocking it)
    const child = spawn(process.execPath, ['scripts/conformance.mjs', '--target', tamper.url, '--report', reports], { cwd: ROOT });
    const run = { stdout: '', stderr: '', status: null as number | null };
    child.stdout.on('data', (d: Buffer) => (run.stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (run.stderr += d.toString()));
    run.status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(run.status, run.stderr).toBe(1);
    const bankRow = run.stdout.split('\n').find((l) => l.startsWith('bankList '));
    expect(bankRow).toMatch(/NO .*\/data\/\*\/bankNameKr: expected a required property, got nothing \(absent\)$/);
    expect(run.stdout).toMatch(/\d+ fit the contract, 1 do not, \d+ skipped/);
    const json = JSON.parse(fs.readFileSync(path.join(reports, 'conformance.json'), 'utf8')) as ConformanceReport;
    expect(json.operations.filter((r) => r.outcome === 'fail').map((r) => r.id)).toEqual(['bankList']);
    expect(json.operations.find((r) => r.id === 'cashIn')?.skipped).toBe('writes: runs only with --write');
    expect(json.operations.find((r) => r.id === 'memberBalance')?.skipped).toBe('needs a member: --member id:password');
    expect(fs.readFileSync(path.join(reports, 'conformance.md'), 'utf8')).toContain('- **bankList** (POST /api/etc/bank)');
    // the duty checks: a guest's run skips those that need a member, and says so
    expect(run.stdout).toMatch(/^made-up-token +session-expiry +pass +memberBalance with a made-up token: HTTP 401$/m);
    expect(run.stdout).toMatch(/^refresh-replay +refresh-grace +skipped +needs a member: --member id:password$/m);
    expect(run.stdout).toMatch(/^cannot see from outside: login-throttle, two-step, forwarded-for, play-token, display-names, ownership$/m);
    expect(json.checks.find((c) => c.id === 'idempotency-other-body')?.note).toBe('needs a member: --member id:password');
  }, 60_000);
});
