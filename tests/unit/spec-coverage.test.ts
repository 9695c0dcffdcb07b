// The spec-coverage script: the vendored lists against the spec's own copy, when one exists, and
// the project against the vendored lists.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkCoverage, upstreamState } from '../../scripts/spec-coverage.mjs';
import { COVERAGE_PATH } from '../support/coverage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-coverage-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (name: string, text: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
};

describe('the vendored copy against an upstream copy given with --upstream', () => {
  it('says so when the spec copy is absent (the run stays complete)', () => {
    expect(upstreamState(COVERAGE_PATH, path.join(dir, 'missing.json')).state).toBe('absent');
  });

  it('passes an identical copy and names it', () => {
    const copy = write('same.json', fs.readFileSync(COVERAGE_PATH, 'utf8'));
    const state = upstreamState(COVERAGE_PATH, copy);
    expect(state.state).toBe('identical');
    expect(state.line).toMatch(/identical/);
  });

  it('fails a copy that differs by one byte', () => {
    const copy = write('other.json', fs.readFileSync(COVERAGE_PATH, 'utf8') + ' ');
    expect(upstreamState(COVERAGE_PATH, copy).state).toBe('differs');
  });
});

describe('the project against the vendored lists', () => {
  it('holds every spec endpoint, error code and message, with no locale gaps', () => {
    const { problems, summary } = checkCoverage();
    expect(problems).toEqual([]);
    expect(summary.errorMessagesMissing).toBe(0);
  });

  it('reports an endpoint or error code the contract lacks', () => {
    const spec = JSON.parse(fs.readFileSync(COVERAGE_PATH, 'utf8')) as { endpoints: { spec: string[] }; error_codes: string[] };
    spec.endpoints.spec.push('POST /api/not/in/contract');
    spec.error_codes.push('ZZ404');
    const { problems } = checkCoverage(spec);
    expect(problems).toContain('contract lacks path POST /api/not/in/contract');
    expect(problems).toContain('contract lacks error code ZZ404');
  });
});
