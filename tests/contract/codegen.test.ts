import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
  });

  it('fails when a schema changes in the contract without regenerating', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    const original = fs.readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8');
    const anchor = '    Balance:\n      type: object\n';
    const changed = original.replace(anchor, `${anchor}      description: changed without regenerating\n`);
    expect(changed).not.toBe(original);
    fs.writeFileSync(path.join(dir, 'openapi.yaml'), changed);
    const result = run({ CODEGEN_CONTRACT: path.join(dir, 'openapi.yaml') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/schema\.ts differs from the contract/);
  }, 30_000);
});
