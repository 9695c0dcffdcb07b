import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../support/contract';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(root, 'codegen', 'generate.mjs'), '--check'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('codegen drift check', () => {
  it('passes for the committed contract and generated files', () => {
    const result = run({});
    expect(result.stdout + result.stderr).toContain('matches the contract');
    expect(result.status).toBe(0);
  }, 30_000);

  // A copy of the whole contract (it is split over files) with one file changed.
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const changedCopy = (file: string, anchor: string, insert: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    copies.push(dir);
    fs.cpSync(path.join(root, 'openapi'), dir, { recursive: true });
    const original = fs.readFileSync(path.join(dir, file), 'utf8');
    const changed = original.replace(anchor, `${anchor}${insert}`);
    expect(changed).not.toBe(original);
    fs.writeFileSync(path.join(dir, file), changed);
    return path.join(dir, 'openapi.yaml');
  };

  it('fails when a schema file changes without regenerating', () => {
    const contract = changedCopy('components/schemas/Balance.yaml', 'type: object\n', 'description: changed without regenerating\n');
    const result = run({ CODEGEN_CONTRACT: contract });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/schema\.ts differs from the contract/);
  }, 30_000);

  it('fails when a path file changes without regenerating', () => {
    const contract = changedCopy('paths/member/balance.yaml', '  operationId: memberBalance\n', '  deprecated: true\n');
    const result = run({ CODEGEN_CONTRACT: contract });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/schema\.ts differs from the contract/);
  }, 30_000);
});
