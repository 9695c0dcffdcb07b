// docs/integration.md is generated from the contract (codegen/integration-doc.mjs):
// the committed page matches what the contract generates, a contract change without `npm run
// codegen` is caught, and the page lists every operation with its source, the headers and the push.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleContract, CONTRACT } from '../../codegen/bundle.mjs';
import { driftOf, generatedDocs } from '../../codegen/files.mjs';
import { OPERATIONS } from '../../src/api/generated/operations';
import { root } from '../support/contract';

const DOCS = path.join(root, 'docs');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bundled contract is plain JSON
let contract: any;

beforeAll(() => {
  contract = bundleContract(CONTRACT);
}, 30_000);

describe('docs/integration.md', () => {
  it('matches the contract (npm run codegen writes it; codegen --check fails when it drifts)', async () => {
    expect(driftOf(await generatedDocs(contract), DOCS)).toEqual([]);
  });

  it('drifts when an operation changes in the contract without regenerating', async () => {
    const changed = structuredClone(contract);
    changed.paths['/api/member/balance'].post['x-source'] = 'spec';
    expect(driftOf(await generatedDocs(changed), DOCS)).toEqual(['integration.md']);
  });

  it('lists every operation with its call, source and access, the headers, the envelope and the push', () => {
    const page = fs.readFileSync(path.join(DOCS, 'integration.md'), 'utf8');
    for (const [id, op] of Object.entries(OPERATIONS)) {
      const row = page.split('\n').find((l) => l.startsWith(`| \`${id}\` `));
      expect(row, id).toBeDefined();
      expect(row).toContain(`\`${op.method} ${op.path}\``);
      expect(row).toMatch(new RegExp(`\\| ${op.source} +\\| ${op.access} +\\| ${op.idempotent ? 'write, key' : '(read|write)'} `));
    }
    for (const text of [
      'Authorization',
      'X-Session-Token',
      'Idempotency-Key',
      'AES-256-CBC',
      '/topic/member/{token}',
      '`LOCK_BET_YN`',
      '`c104`',
    ])
      expect(page).toContain(text);
  });
});
