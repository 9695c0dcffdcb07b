// The drift check: the committed generated files match the contract, and a change to any file of the
// split contract (a schema, a path) without a regeneration is caught. In-process (codegen/files.mjs,
// what `node codegen/generate.mjs --check` runs): one load of Redocly and openapi-typescript for the
// three contracts instead of one process each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACT } from '../../codegen/bundle.mjs';
import { driftOf, generatedFiles } from '../../codegen/files.mjs';
import { root } from '../support/contract';

const GENERATED = path.join(root, 'src', 'api', 'generated');

describe('codegen drift check', () => {
  it('passes for the committed contract and generated files', async () => {
    expect(driftOf(await generatedFiles(CONTRACT), GENERATED)).toEqual([]);
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

  it('fails when a schema file changes without regenerating', async () => {
    const contract = changedCopy('components/schemas/Balance.yaml', 'type: object\n', 'description: changed without regenerating\n');
    expect(driftOf(await generatedFiles(contract), GENERATED)).toEqual(['schema.ts']);
  }, 30_000);

  it('fails when a path file changes without regenerating', async () => {
    const contract = changedCopy('paths/member/balance.yaml', '  operationId: memberBalance\n', '  deprecated: true\n');
    expect(driftOf(await generatedFiles(contract), GENERATED)).toEqual(['schema.ts']);
  }, 30_000);
});
