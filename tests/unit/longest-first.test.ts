// The run's file order (tests/support/longest-first.ts): projects kept together, longest first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { longestFirst, readFileTimes } from '../support/longest-first';

interface File {
  project: string;
  name: string;
}
const files: File[] = [
  { project: 'e2e', name: 'short' },
  { project: 'e2e', name: 'long' },
  { project: 'e2e', name: 'new' },
  { project: 'unit', name: 'a' },
  { project: 'e2e', name: 'late' },
  { project: 'unit', name: 'b' },
];
const times: Record<string, number> = { short: 2, long: 50, late: 10, a: 1, b: 16 };

describe('the order of a run', () => {
  it("keeps each project's files together in vitest's order of projects, longest first, an unmeasured file before them", () => {
    const order = longestFirst(
      files,
      (f) => f.project,
      (f) => times[f.name],
    ).map((f) => `${f.project}:${f.name}`);
    expect(order).toEqual(['e2e:new', 'e2e:long', 'e2e:late', 'e2e:short', 'unit:b', 'unit:a']);
  });

  it('keeps the given order between files of the same time, and all of it without times', () => {
    const same = longestFirst(
      files,
      (f) => f.project,
      () => undefined,
    ).map((f) => f.name);
    expect(same).toEqual(['short', 'long', 'new', 'late', 'a', 'b']);
  });

  it('reads the measured times, and none from a missing or broken file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-times-'));
    try {
      const good = path.join(dir, 'good.json');
      fs.writeFileSync(good, JSON.stringify({ about: 'x', files: { 'tests/e2e/a.test.ts': 12.5 } }));
      expect(readFileTimes(good)).toEqual({ 'tests/e2e/a.test.ts': 12.5 });
      const broken = path.join(dir, 'broken.json');
      fs.writeFileSync(broken, '{');
      expect(readFileTimes(broken)).toEqual({});
      expect(readFileTimes(path.join(dir, 'missing.json'))).toEqual({});
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has the times of a measured full run in the repository (tests/file-times.json)', () => {
    const measured = readFileTimes();
    expect(Object.keys(measured).length).toBeGreaterThan(200);
  });
});
