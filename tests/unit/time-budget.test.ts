// The per-file time budget npm test checks (scripts/time-budget.mjs, tests/budget.json): a file over
// its budget and a file without one each fail, named with their time; on a loaded machine the budgets
// scale with the run's median slowdown; a file's time is its tests' own; other suites' files are not held to it; the committed budget
// names every e2e and screen file there is.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFrom, budgetReport, checkBudget, readBudget } from '../../scripts/time-budget.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const result = (file: string, seconds: number) => ({ name: path.join(root, file), startTime: 1_000, endTime: 1_000 + seconds * 1000 });

describe('the time budget', () => {
  it('fails a file over its budget and a file with none, naming each with its time; ignores other suites', () => {
    const report = {
      testResults: [
        result('tests/e2e/a.test.ts', 8),
        result('tests/e2e/b.test.ts', 31.5),
        result('tests/screen/c.test.tsx', 4),
        result('tests/e2e/e.test.ts', 5.5),
        result('tests/unit/d.test.ts', 99),
      ],
    };
    const checked = checkBudget(report, { 'tests/e2e/a.test.ts': 40, 'tests/e2e/b.test.ts': 30, 'tests/e2e/e.test.ts': 40 });
    expect(checked.slowdown).toBe(1);
    expect(checked.failures).toBe(2);
    expect(budgetReport(checked)).toEqual([
      'FAIL  time budget: tests/e2e/b.test.ts took 31.5s, over its 30s',
      'FAIL  time budget: tests/screen/c.test.tsx took 4.0s and has no entry in tests/budget.json',
      'FAIL  time budget: 4 e2e and screen files, 49s in all, 2 over or without a budget',
    ]);
  });

  it('on a loaded machine scales every budget by the run\'s median slowdown: only a file slower than its share fails', () => {
    // budgets 40 and 30 were written from 10 s and 5 s (x 2 + 20 s); this run took 6 times that for most files
    const report = { testResults: [result('tests/e2e/a.test.ts', 60), result('tests/e2e/e.test.ts', 30), result('tests/e2e/b.test.ts', 200)] };
    const checked = checkBudget(report, { 'tests/e2e/a.test.ts': 40, 'tests/e2e/b.test.ts': 30, 'tests/e2e/e.test.ts': 30 });
    expect(checked.slowdown).toBe(6);
    expect(budgetReport(checked)).toEqual([
      "FAIL  time budget: tests/e2e/b.test.ts took 200.0s, over its 180s (30s x 6.00, this run's slowdown)",
      "FAIL  time budget: 3 e2e and screen files, 290s in all, 1 over or without a budget; budgets x 6.00, this run's slowdown",
    ]);
  });

  it('counts a file\'s own time, its tests\' durations, not the worker\'s one-time start that falls on its first file', () => {
    // the file's span is 59 s, of which its two tests took 12 s and 3 s: the rest was the worker starting
    const first = { ...result('tests/e2e/a.test.ts', 59), assertionResults: [{ duration: 12_000 }, { duration: 3_000 }] };
    const checked = checkBudget({ testResults: [first] }, { 'tests/e2e/a.test.ts': 50 });
    expect(checked.rows).toEqual([{ file: 'tests/e2e/a.test.ts', seconds: 15, budget: 50, limit: 50, ok: true }]);
    // a report without per-test durations is held by the span (two other files at their measured time)
    const spanOnly = { ...result('tests/e2e/a.test.ts', 59), assertionResults: [{ duration: null }] };
    const others = [result('tests/e2e/b.test.ts', 15), result('tests/e2e/e.test.ts', 15)];
    const budgets = { 'tests/e2e/a.test.ts': 50, 'tests/e2e/b.test.ts': 50, 'tests/e2e/e.test.ts': 50 };
    expect(checkBudget({ testResults: [spanOnly, ...others] }, budgets).failures).toBe(1);
  });

  it('is written from a measured run: each browser and screen file x 2 + 20 s, rounded up to 5 s; other suites left out', () => {
    const report = { testResults: [result('tests/e2e/a.test.ts', 12), result('tests/screen/c.test.tsx', 0.4), result('tests/unit/d.test.ts', 99)] };
    expect(budgetFrom(report)).toEqual({ 'tests/e2e/a.test.ts': 45, 'tests/screen/c.test.tsx': 25 });
  });

  it('the committed budget has an entry for every e2e and screen file, and none for a file that is gone', () => {
    const files = ['e2e', 'screen'].flatMap((suite) =>
      fs
        .readdirSync(path.join(root, 'tests', suite))
        .filter((name) => /\.test\.tsx?$/.test(name))
        .map((name) => `tests/${suite}/${name}`),
    );
    expect(Object.keys(readBudget()).sort()).toEqual(files.sort());
  });
});
