#!/usr/bin/env node
// The coverage floors (tests/coverage-thresholds.ts) from a measured run: `npm run test:coverage`
// writes .tmp/coverage/coverage-summary.json; `node scripts/coverage-floors.mjs [--write]` prints
// lines, branches, functions and statements per folder (src/, forms/, mocks/), and with --write puts
// them, rounded down to a tenth of a percent, in tests/coverage-thresholds.ts, the thresholds vitest
// holds the next coverage run to (vitest.config.ts). --write only raises a floor (a figure measured
// under its floor keeps the floor, and is named: the coverage run fails there); `--write --lower`
// writes the measured figures as they are (code removed with its tests, say). Never edit them by hand.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'forms', 'mocks'];
const METRICS = ['lines', 'branches', 'functions', 'statements'];
const OUT = path.join(root, 'tests', 'coverage-thresholds.ts');

/**
 * @param {Record<string, Record<string, { total: number, covered: number }>>} summary istanbul's json-summary
 * @returns {Record<string, Record<string, number>>} folder → metric → percent (2 decimals)
 */
export function figures(summary) {
  const out = {};
  const names = Object.keys(summary).filter((file) => file !== 'total');
  // the checkout the run was made in (a clean clone's summary reads the same): the names' common folder
  const base = names.reduce((prefix, file) => {
    while (!file.startsWith(prefix)) prefix = prefix.slice(0, prefix.lastIndexOf(path.sep, prefix.length - 2) + 1);
    return prefix;
  }, names[0] ?? '');
  for (const folder of FOLDERS) {
    const files = Object.entries(summary).filter(([file]) => file !== 'total' && file.slice(base.length).split(path.sep)[0] === folder);
    out[folder] = Object.fromEntries(
      METRICS.map((metric) => {
        const total = files.reduce((sum, [, f]) => sum + (f[metric]?.total ?? 0), 0);
        const covered = files.reduce((sum, [, f]) => sum + (f[metric]?.covered ?? 0), 0);
        return [metric, total === 0 ? 100 : Math.round((covered / total) * 10_000) / 100];
      }),
    );
  }
  return out;
}

/**
 * The floors a thresholds file holds: folder → metric → percent.
 * @param {string} text tests/coverage-thresholds.ts
 * @returns {Record<string, Record<string, number>>}
 */
export function currentFloors(text) {
  const out = {};
  for (const [, folder, body] of text.matchAll(/'(\w+)\/\*\*': \{([^}]*)\}/g)) {
    out[folder] = Object.fromEntries([...body.matchAll(/(\w+): ([\d.]+)/g)].map(([, metric, value]) => [metric, Number(value)]));
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.join(root, '.tmp', 'coverage', 'coverage-summary.json');
  const result = figures(JSON.parse(fs.readFileSync(file, 'utf8')));
  for (const [folder, m] of Object.entries(result))
    console.log(`${folder}/`.padEnd(8), METRICS.map((k) => `${k} ${m[k].toFixed(2)}%`).join('  '));
  if (process.argv.includes('--write')) {
    const lower = process.argv.includes('--lower');
    const current = currentFloors(fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '');
    const floor = (folder, metric, n) => {
      const measured = Math.floor(n * 10) / 10;
      const kept = current[folder]?.[metric];
      if (lower || kept === undefined || measured >= kept) return measured;
      console.log(`kept ${folder}/ ${metric} at ${kept} (measured ${n.toFixed(2)}%: the coverage run fails there)`);
      return kept;
    };
    const lines = Object.entries(result).map(
      ([folder, m]) => `  '${folder}/**': { ${METRICS.map((k) => `${k}: ${floor(folder, k, m[k])}`).join(', ')} },`,
    );
    fs.writeFileSync(
      OUT,
      `// The coverage the whole suite reached (\`npm run test:coverage\`, README "Coverage"), per folder,
// rounded down to a tenth of a percent: vitest's coverage run fails when a figure falls below these.
// Written by \`node scripts/coverage-floors.mjs --write\` from a measured run (${new Date().toISOString().slice(0, 10)}); never by hand.
export const COVERAGE_THRESHOLDS = {
${lines.join('\n')}
};
`,
    );
    console.log(`wrote ${path.relative(root, OUT)}`);
  }
}
