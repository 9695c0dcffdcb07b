#!/usr/bin/env node
// `npm run conformance -- --target <url> [--member id:password] [--partner id:password] [--write]
// [--only id,id] [--report <dir>]`: does a server speak the contract? Sends every operation of the
// contract (its request examples) through the envelope, keyed from the environment as the build is
// (VITE_API_AES_KEY, VITE_API_AES_IV, VITE_API_PREFIX_LENGTH, VITE_SITE_ID, VITE_API_KEY), and reports
// per operation: answered, fits the response schema, the codes seen, or skipped and why; first, the
// checks of the contract's x-server-duties that can be seen from outside (conformance/checks.mjs).
// Read-only operations only unless --write. Writes a table to the terminal and conformance.json and
// conformance.md to the report folder (default .tmp/conformance). Exit 1 on any violation or failed
// check, 2 on bad options. --only takes operationIds and check ids.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONTRACT } from '../mocks/config.mjs';
import { siteFromEnv } from './conformance/client.mjs';
import { markdown, table } from './conformance/report.mjs';
import { runConformance } from './conformance/run.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE =
  'usage: npm run conformance -- --target <url> [--member id:password] [--partner id:password] [--write] [--only id,id] [--report <dir>]';

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] ?? '';
    if (a === '--write') o.write = true;
    else if (['--target', '--member', '--partner', '--only', '--report'].includes(a) && argv[i + 1] && !argv[i + 1]?.startsWith('--'))
      o[a.slice(2)] = argv[++i] ?? '';
    else throw new Error(`unknown or incomplete option ${a}`);
  }
  if (typeof o.target !== 'string' || !/^https?:\/\//.test(o.target)) throw new Error('--target <http(s) url> is required');
  const account = (/** @type {string | boolean | undefined} */ v, /** @type {string} */ name) => {
    if (typeof v !== 'string') return undefined;
    const at = v.indexOf(':');
    if (at < 1) throw new Error(`--${name} takes id:password`);
    return { id: v.slice(0, at), password: v.slice(at + 1) };
  };
  return {
    target: o.target,
    member: account(o.member, 'member'),
    partner: account(o.partner, 'partner'),
    write: o.write === true,
    only: typeof o.only === 'string' ? o.only.split(',').filter(Boolean) : undefined,
    report: resolve(typeof o.report === 'string' ? o.report : join(ROOT, '.tmp', 'conformance')),
  };
}

let args;
try {
  args = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(`conformance: ${/** @type {Error} */ (err).message}\n${USAGE}`);
  process.exit(2);
}
if (args.write) {
  console.warn(
    `\n  conformance: --write sends the writing and money-moving operations too (deposits, withdrawals, bets,\n` +
      `  transfers, password and limit changes${args.member ? ` as ${args.member.id}` : ''}). Meant for a test account on a test server only.\n`,
  );
}
let report;
try {
  report = await runConformance({ ...args, contractPath: DEFAULT_CONTRACT, site: siteFromEnv(ROOT) });
} catch (err) {
  // a wrong --only or key material: an option to fix, not a violation
  console.error(`conformance: ${/** @type {Error} */ (err).message}\n${USAGE}`);
  process.exit(2);
}
console.log(table(report));
mkdirSync(args.report, { recursive: true });
writeFileSync(join(args.report, 'conformance.json'), JSON.stringify(report, null, 2) + '\n');
writeFileSync(join(args.report, 'conformance.md'), markdown(report));
console.log(`report: ${join(args.report, 'conformance.md')} and conformance.json`);
process.exit(report.summary.failed || report.summary.checks.failed ? 1 : 0);
