// The sandbox builds the contract it reads (routes, compiled schemas) once per process and contract
// (mocks/sandbox/contract.ts): every sandbox a process starts shares it, and a contract whose files
// changed is built again, never answered from the old one.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSandboxContract } from '../../mocks/sandbox/contract';

const OPENAPI = fileURLToPath(new URL('../../openapi', import.meta.url));
const copy = mkdtempSync(path.join(tmpdir(), 'sbx-contract-'));
cpSync(OPENAPI, copy, { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));
const contractPath = path.join(copy, 'openapi.yaml');

describe('the contract the sandbox reads', () => {
  it('is built once for the sandboxes of one process, and again when one of its files changed', async () => {
    const first = await loadSandboxContract(contractPath);
    expect(await loadSandboxContract(contractPath)).toBe(first);
    expect(first.checkAnswer('memberBalance', { code: '0' })).not.toEqual([]);

    appendFileSync(contractPath, '\n# changed\n');
    const changed = await loadSandboxContract(contractPath);
    expect(changed).not.toBe(first);
    // built from the files as they are now: it still reads the same operations
    expect(changed.route('POST', '/api/member/balance')?.route.id).toBe('memberBalance');
  }, 60_000);
});
