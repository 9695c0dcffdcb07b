// The per-file time budget of the browser and screen suites (tests/budget.json): after a vitest
// run, each e2e and screen file's time (from vitest's JSON report) is held against its budget. A
// file over its budget fails, named with its time and budget; a file with no entry fails too (a new
// file states its cost). `node scripts/time-budget.mjs [report.json]` prints the table of a report.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_FILE = path.join(root, 'tests', 'budget.json');
/** The files the budget covers: the suites whose time is the suite's budget. */
const COVERED = /^tests\/(e2e|screen)\/.+\.test\.tsx?$/;

/**
 * @param {{ testResults: { name: string, startTime: number, endTime: number }[] }} report vitest's JSON report
 * @param {Record<string, number>} budget file (relative to the root) → seconds
 * @returns {{ rows: { file: string, seconds: number, budget: number | undefined, ok: boolean }[], failures: number }}
 */
export function checkBudget(report, budget) {
  const rows = report.testResults
    .map((result) => ({
      file: path.relative(root, result.name).split(path.sep).join('/'),
      seconds: (result.endTime - result.startTime) / 1000,
    }))
    .filter(({ file }) => COVERED.test(file))
    .map(({ file, seconds }) => {
      const limit = budget[file];
      return { file, seconds, budget: limit, ok: limit !== undefined && seconds <= limit };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  return { rows, failures: rows.filter((row) => !row.ok).length };
}

/** The budget's lines to print: every file over budget or without one, then a one-line summary. */
export function budgetReport({ rows, failures }) {
  const lines = rows
    .filter((row) => !row.ok)
    .map((row) =>
      row.budget === undefined
        ? `FAIL  time budget: ${row.file} took ${row.seconds.toFixed(1)}s and has no entry in tests/budget.json`
        : `FAIL  time budget: ${row.file} took ${row.seconds.toFixed(1)}s, over its ${row.budget}s`,
    );
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  lines.push(
    `${failures ? 'FAIL' : 'PASS'}  time budget: ${rows.length} e2e and screen files, ${total.toFixed(0)}s in all, ${failures} over or without a budget`,
  );
  return lines;
}

export const readBudget = () => JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')).files;

function isMain() {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isMain()) {
  const report = JSON.parse(fs.readFileSync(process.argv[2] ?? path.join(root, '.tmp', 'vitest-report.json'), 'utf8'));
  const result = checkBudget(report, readBudget());
  for (const row of result.rows)
    console.log(
      `${row.ok ? '     ' : 'over '} ${row.seconds.toFixed(1).padStart(6)}s / ${String(row.budget ?? '-').padStart(4)}s  ${row.file}`,
    );
  for (const line of budgetReport(result)) console.log(line);
  process.exit(result.failures ? 1 : 0);
}
