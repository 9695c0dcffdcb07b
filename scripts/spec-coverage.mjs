#!/usr/bin/env node
// The project's spec-coverage check, over the lists it vendors in docs/spec/coverage.json:
//   1. every endpoint of the spec is a path of the contract under openapi/
//   2. every error code of the spec appears in the contract
//   3. every error code (and client error key) has a non-empty message `api.<code>` in every language
//   4. the languages under locales/ hold the same keys
// Given the spec's own copy (--upstream <file>), it also checks that the vendored copy is identical to
// it, and says so; without it the run is complete as it is (the project never reads outside itself).
// Usage: node scripts/spec-coverage.mjs [--json] [--upstream <coverage.json>]. Exit 0 when all hold,
// 1 otherwise; the last line is a one-line summary.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VENDORED = path.join(root, 'docs', 'spec', 'coverage.json');

/** @returns {string[]} files under `dir` ending in one of `exts` (dot folders and node_modules skipped) */
function walk(dir, exts) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full, exts));
    else if (exts.some((e) => entry.name.endsWith(e))) out.push(full);
  }
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The vendored copy against the spec's own, when one is given.
 * @param {string} [vendored]
 * @param {string | null} [upstream]
 */
export function upstreamState(vendored = VENDORED, upstream = null) {
  if (upstream === null || !fs.existsSync(upstream))
    return { state: 'absent', line: 'no upstream copy given (--upstream): the vendored copy is used as it is' };
  const same = fs.readFileSync(upstream).equals(fs.readFileSync(vendored));
  return same
    ? { state: 'identical', line: `docs/spec/coverage.json is identical to ${path.relative(root, upstream)}` }
    : {
        state: 'differs',
        line: `docs/spec/coverage.json differs from ${path.relative(root, upstream)}: copy it again (cp ${path.relative(root, upstream)} docs/spec/coverage.json) and adapt the project`,
      };
}

/** Flattened keys of one language: locales/<lang>.json and locales/<lang>/**\/<ns>.json (keys prefixed by ns). */
function loadLanguage(lang) {
  const keys = new Map();
  const flatten = (obj, prefix) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object' && !Array.isArray(v)) flatten(v, key);
      else keys.set(key, v);
    }
  };
  const single = path.join(root, 'locales', `${lang}.json`);
  if (fs.existsSync(single)) flatten(JSON.parse(fs.readFileSync(single, 'utf8')), '');
  const dir = path.join(root, 'locales', lang);
  for (const f of walk(dir, ['.json'])) {
    flatten(
      JSON.parse(fs.readFileSync(f, 'utf8')),
      path
        .relative(dir, f)
        .replace(/\.json$/, '')
        .split(path.sep)
        .join('.'),
    );
  }
  return keys;
}

export function checkCoverage(spec = JSON.parse(fs.readFileSync(VENDORED, 'utf8'))) {
  const problems = [];
  const contractFiles = walk(path.join(root, 'openapi'), ['.yaml', '.yml', '.json']);
  const contract = contractFiles.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
  if (!contractFiles.length) problems.push('no OpenAPI files under openapi/');

  let pathsMissing = 0;
  for (const ep of spec.endpoints.spec) {
    const [method, p] = ep.split(' ');
    if (!new RegExp(`^\\s*["']?${escape(p)}["']?\\s*:`, 'm').test(contract)) {
      pathsMissing++;
      problems.push(`contract lacks path ${method} ${p}`);
    }
  }
  let codesMissing = 0;
  for (const code of spec.error_codes) {
    if (!new RegExp(`(^|[^A-Za-z0-9_])${escape(code)}([^A-Za-z0-9_]|$)`, 'm').test(contract)) {
      codesMissing++;
      problems.push(`contract lacks error code ${code}`);
    }
  }

  const langs = Object.fromEntries(spec.languages.map((l) => [l, loadLanguage(l)]));
  let messagesMissing = 0;
  for (const [lang, keys] of Object.entries(langs)) {
    if (!keys.size) {
      problems.push(`no messages for language ${lang} under locales/`);
      messagesMissing += spec.error_codes.length;
      continue;
    }
    for (const code of [...spec.error_codes, ...spec.client_error_keys]) {
      const v = keys.get(`api.${code}`);
      if (typeof v !== 'string' || !v.trim()) {
        messagesMissing++;
        problems.push(`${lang}: no message api.${code}`);
      }
    }
  }
  let parityGaps = 0;
  const all = new Set(Object.values(langs).flatMap((m) => [...m.keys()]));
  for (const key of all) {
    for (const [lang, keys] of Object.entries(langs)) {
      if (keys.size && !keys.has(key)) {
        parityGaps++;
        if (parityGaps <= 40) problems.push(`${lang}: missing key ${key}`);
      }
    }
  }
  if (parityGaps > 40) problems.push(`... and ${parityGaps - 40} more missing keys`);
  const summary = {
    endpoints: `${spec.endpoints.spec.length - pathsMissing}/${spec.endpoints.spec.length}`,
    errorCodesInContract: `${spec.error_codes.length - codesMissing}/${spec.error_codes.length}`,
    errorMessagesMissing: messagesMissing,
    localeKeyGaps: parityGaps,
  };
  return { summary, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--upstream');
  const upstream = upstreamState(VENDORED, at > 0 ? path.resolve(process.argv[at + 1] ?? '') : null);
  const { summary, problems } = checkCoverage();
  if (upstream.state === 'differs') problems.unshift(upstream.line);
  if (process.argv.includes('--json')) console.log(JSON.stringify({ upstream: upstream.state, summary, problems }, null, 2));
  else {
    console.log(upstream.line);
    for (const p of problems) console.log(p);
  }
  const ok = problems.length === 0;
  console.log(
    `spec-coverage: ${ok ? 'OK' : 'FALLS SHORT'} endpoints ${summary.endpoints}, error codes in contract ${summary.errorCodesInContract}, missing error messages ${summary.errorMessagesMissing}, locale key gaps ${summary.localeKeyGaps}; vendored lists ${upstream.state === 'absent' ? 'used as they are' : upstream.state}`,
  );
  process.exit(ok ? 0 : 1);
}
