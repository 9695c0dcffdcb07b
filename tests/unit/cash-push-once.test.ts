// The CASH push is written once, in mocks/sandbox/money-push.ts: the owner of a unit of work (a
// request, a ticker's step, a console route, a game window's call) pushes it for every member whose
// money moved. A handler or domain function that wrote its own would push twice, or a stale balance.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const SANDBOX = path.join('mocks', 'sandbox');
const ONE = path.join(SANDBOX, 'money-push.ts');
// `cmd: 'CASH'` in any quotes and spacing; spelled in pieces so that no scanner finds it here
const CASH = new RegExp(`cmd\\s*:\\s*['"\`]${'CA' + 'SH'}['"\`]`);

function sources(rel: string): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((e) => {
    const child = path.join(rel, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(child);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [child] : [];
  });
}

describe('the CASH push', () => {
  it('is written in money-push.ts and nowhere else in the sandbox', () => {
    const files = sources(SANDBOX);
    expect(files).toContain(ONE);
    const found = files.filter((f) => f !== ONE && CASH.test(fs.readFileSync(path.join(root, f), 'utf8')));
    expect(found).toEqual([]);
    expect(CASH.test(fs.readFileSync(path.join(root, ONE), 'utf8'))).toBe(true);
  });
});
