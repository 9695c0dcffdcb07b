// The coverage floors' file as scripts/coverage-floors.mjs reads it back (--write never lowers a floor
// unless told to, so it must read every floor of the file it rewrites).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COVERAGE_THRESHOLDS } from '../coverage-thresholds';
import { currentFloors } from '../../scripts/coverage-floors.mjs';

describe('coverage floors', () => {
  it('reads back every floor of tests/coverage-thresholds.ts', () => {
    const text = fs.readFileSync(path.join(import.meta.dirname, '..', 'coverage-thresholds.ts'), 'utf8');
    const expected = Object.fromEntries(Object.entries(COVERAGE_THRESHOLDS).map(([glob, floors]) => [glob.replace('/**', ''), floors]));
    expect(currentFloors(text)).toEqual(expected);
  });
});
