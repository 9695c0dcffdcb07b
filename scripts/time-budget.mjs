// The per-file time budget of the browser and screen suites (tests/budget.json): after a vitest
// run, each e2e and screen file's time (from vitest's JSON report) is held against its budget. A
// file over its budget fails, named with its time and budget; a file with no entry fails too (a new
// file states its cost). `node scripts/time-budget.mjs [report.json]` prints the table of a report;
// `node scripts/time-budget.mjs --write [report.json]` writes tests/budget.json anew from a measured
// full run (`npm test` leaves its report in .tmp/vitest-report.json): never edit it by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BUDGET_FILE = path.join(root, 'tests', 'budget.json');
/** The files the budget covers: the suites whose time is the suite's budget. */
const COVERED = /^tests\/(e2e|screen)\/.+\.test\.tsx?$/;

/** A report's absolute file name as the budget names it: from its `tests/` folder on. */
const fileOf = (name) => {
  const relative = path.relative(root, name).split(path.sep).join('/');
  return relative.startsWith('..') ? (/(?:^|\/)(tests\/.+)$/.exec(name.split(path.sep).join('/'))?.[1] ?? relative) : relative;
};

/** The seconds a budget was written from (its inverse: budget = time x 2 + 20 s, see budgetFrom). */
const baseOf = (budget) => Math.max(1, (budget - 20) / 2);

/**
 * How much slower this run was than the one the budget was written from: the median, over the files
 * with a budget, of time / the time their budget was written from (at least 1). A loaded machine
 * slows every file alike, so one file's own slowdown does not move the median; a file fails when it
 * is over its budget times this factor (it took more than its share of the run).
 * @param {{ seconds: number, budget: number | undefined }[]} rows
 */
export function slowdownOf(rows) {
  const ratios = rows
    .filter((row) => row.budget !== undefined)
    .map((row) => row.seconds / baseOf(row.budget))
    .sort((a, b) => a - b);
  if (!ratios.length) return 1;
  const middle = Math.floor(ratios.length / 2);
  const median = ratios.length % 2 ? ratios[middle] : (ratios[middle - 1] + ratios[middle]) / 2;
  return Math.max(1, median);
}

/**
 * A file's own time: the sum of its tests' durations (each attempt's, a retried test's included),
 * not the span from its start to its end. The span also holds the one-time start of the worker that
 * ran it first (its mock, preview server and browser: 10-20 s on a loaded machine), which falls on
 * whichever file a worker happens to take first, so the same file measured 15 s in one run and 59 s
 * in the next. A report without per-test durations falls back to the span.
 * @param {{ startTime: number, endTime: number, assertionResults?: { duration?: number | null }[] }} result
 */
function ownSeconds(result) {
  const tests = result.assertionResults ?? [];
  const durations = tests.map((test) => test.duration).filter((duration) => typeof duration === 'number');
  // a skipped test has none; a report with none at all is held by the span
  if (!durations.length) return (result.endTime - result.startTime) / 1000;
  return durations.reduce((sum, duration) => sum + duration, 0) / 1000;
}

/**
 * @param {{ testResults: { name: string, startTime: number, endTime: number, assertionResults?: { duration?: number | null }[] }[] }} report vitest's JSON report
 * @param {Record<string, number>} budget file (relative to the root) → seconds
 * @returns {{ rows: { file: string, seconds: number, budget: number | undefined, limit: number | undefined, ok: boolean }[], failures: number, slowdown: number }}
 */
export function checkBudget(report, budget) {
  const measured = report.testResults
    .map((result) => ({
      // relative to the checkout the report was written in (a clean clone's report reads the same)
      file: fileOf(result.name),
      seconds: ownSeconds(result),
    }))
    .filter(({ file }) => COVERED.test(file))
    .map(({ file, seconds }) => ({ file, seconds, budget: budget[file] }));
  const slowdown = slowdownOf(measured);
  const rows = measured
    .map(({ file, seconds, budget: given }) => {
      const limit = given === undefined ? undefined : Math.round(given * slowdown * 10) / 10;
      return { file, seconds, budget: given, limit, ok: limit !== undefined && seconds <= limit };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
  return { rows, failures: rows.filter((row) => !row.ok).length, slowdown };
}

/** The budget's lines to print: every file over budget or without one, then a one-line summary. */
export function budgetReport({ rows, failures, slowdown }) {
  const scaled = slowdown > 1 ? `; budgets x ${slowdown.toFixed(2)}, this run's slowdown` : '';
  const lines = rows
    .filter((row) => !row.ok)
    .map((row) =>
      row.budget === undefined
        ? `FAIL  time budget: ${row.file} took ${row.seconds.toFixed(1)}s and has no entry in tests/budget.json`
        : `FAIL  time budget: ${row.file} took ${row.seconds.toFixed(1)}s, over its ${row.limit}s${slowdown > 1 ? ` (${row.budget}s x ${slowdown.toFixed(2)}, this run's slowdown)` : ''}`,
    );
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  lines.push(
    `${failures ? 'FAIL' : 'PASS'}  time budget: ${rows.length} e2e and screen files, ${total.toFixed(0)}s in all, ${failures} over or without a budget${scaled}`,
  );
  return lines;
}

/**
 * The budget a measured run gives: each e2e and screen file's time × 2 + 20 s, rounded up to 5 s (a
 * file waiting on the shared cores of a loaded machine took up to 1.7 × its time).
 * @param {{ testResults: { name: string, startTime: number, endTime: number }[] }} report
 * @returns {Record<string, number>}
 */
export function budgetFrom(report) {
  const { rows } = checkBudget(report, {});
  return Object.fromEntries(rows.map(({ file, seconds }) => [file, Math.ceil((seconds * 2 + 20) / 5) * 5]));
}

export const readBudget = () => JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8')).files;

function isMain() {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
}

if (isMain()) {
  const write = process.argv.includes('--write');
  const reportFile = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(root, '.tmp', 'vitest-report.json');
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  if (write) {
    const files = budgetFrom(report);
    const about = `Seconds each e2e and screen file may take in npm test (scripts/time-budget.mjs checks it), written by \`node scripts/time-budget.mjs --write\` from a measured full run (${new Date().toISOString().slice(0, 10)}, 3 workers on 2 cores): its time x 2 + 20 s, rounded up to 5 s. README, Tests.`;
    fs.writeFileSync(BUDGET_FILE, JSON.stringify({ about, files }, null, 2) + '\n');
    console.log(`wrote ${path.relative(root, BUDGET_FILE)}: ${Object.keys(files).length} files from ${path.relative(root, reportFile)}`);
    process.exit(0);
  }
  const result = checkBudget(report, readBudget());
  for (const row of result.rows)
    console.log(
      `${row.ok ? '     ' : 'over '} ${row.seconds.toFixed(1).padStart(6)}s / ${String(row.limit ?? '-').padStart(4)}s  ${row.file}`,
    );
  for (const line of budgetReport(result)) console.log(line);
  process.exit(result.failures ? 1 : 0);
}
