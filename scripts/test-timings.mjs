#!/usr/bin/env node
// Writes tests/timings.json (seconds per test file) from a full run's vitest report
// (.tmp/vitest-report.json, or the one named): the order tests/support/sequencer.ts starts files in.
// Run it after `npm test` when files were added or their times moved much; commit the result.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The file's path in the repository (the report may come from another clone, e.g. CI's). */
const inRepo = (file) =>
  file
    .split(path.sep)
    .join('/')
    .replace(/^.*?\/(?=(tests|src|forms|mocks|codegen|scripts)\/)/, '');
const report = JSON.parse(fs.readFileSync(process.argv[2] ?? path.join(root, '.tmp', 'vitest-report.json'), 'utf8'));
const files = Object.fromEntries(
  report.testResults.map((r) => [inRepo(r.name), Math.round((r.endTime - r.startTime) / 100) / 10]).sort(([a], [b]) => a.localeCompare(b)),
);
const out = {
  about:
    "Seconds each test file took in a full `npm test` (scripts/test-timings.mjs writes it from the run's report); tests/support/sequencer.ts starts the longest first. An ordering hint only.",
  files,
};
fs.writeFileSync(path.join(root, 'tests', 'timings.json'), JSON.stringify(out, null, 2) + '\n');
console.log(`tests/timings.json: ${Object.keys(files).length} files`);
