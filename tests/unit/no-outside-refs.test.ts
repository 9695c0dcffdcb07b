// Comments and docs cite what is in the repository: the contract, docs/ (docs/rules.md for the
// product's rules in our words), the README. The product's own description and the design notes
// the project started from are not in it, so a citation of them (by section number or file name)
// points nowhere. docs/spec/ is the vendored copy of the spec's lists and keeps its own wording.
// Nor do work-item numbers (the word issue and a number): the tracker is not in the repository either, so a
// comment states its reason itself or cites docs/rules.md#<section> or a file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const ROOTS = ['src', 'forms', 'mocks', 'codegen', 'tests', 'scripts', 'openapi', 'docs', 'locales'];
const FILES = ['eslint.config.js', 'vite.config.ts', 'vitest.config.ts', 'README.md', 'index.html'];
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.sandbox', '.scratch', '.tmp', path.join('docs', 'spec')]);
const TEXT = /\.(ts|tsx|mjs|js|cjs|json|ya?ml|md|css|html)$/;
// spelled in pieces so that this file does not match itself
const OUTSIDE = new RegExp(['\\bSP' + 'EC\\b', '\\bDES' + 'IGN\\b', 'SP' + 'EC\\.md', 'DES' + 'IGN\\.md'].join('|'));
// a work item by number: the word issue (any case, maybe plural) then a number, maybe after #
const WORK_ITEM = new RegExp('\\bissue' + 's?\\s*#?\\d', 'i');

function files(): string[] {
  const out: string[] = FILES.filter((f) => fs.existsSync(path.join(root, f)));
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.join(rel, entry.name);
      if (SKIP.has(entry.name) || SKIP.has(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (TEXT.test(entry.name)) out.push(child);
    }
  };
  ROOTS.filter((r) => fs.existsSync(path.join(root, r))).forEach(walk);
  return out;
}

describe('citations point into the repository', () => {
  it('no file cites the spec by section or the design notes', () => {
    const found: string[] = [];
    for (const file of files()) {
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found, 'cite the contract, docs/ or docs/rules.md#<section> instead').toEqual([]);
  });

  it('no file cites a work item by number', () => {
    const found: string[] = [];
    for (const file of files()) {
      fs.readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (WORK_ITEM.test(line)) found.push(`${file}:${i + 1}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found, 'state the reason, or cite docs/rules.md#<section> or a file, instead of a work item').toEqual([]);
  });

  it('every section of docs/rules.md cited exists', () => {
    const rules = fs.readFileSync(path.join(root, 'docs', 'rules.md'), 'utf8');
    const anchors = new Set([...rules.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-')));
    const cited = new Set<string>();
    for (const file of files()) {
      for (const m of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/docs\/rules\.md#([a-z0-9-]+)/g)) cited.add(m[1] ?? '');
    }
    expect([...cited].filter((a) => !anchors.has(a))).toEqual([]);
  });
});
