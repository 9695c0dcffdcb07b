// "What goes where" (README, Tests), enforced: a browser file (tests/e2e) does not assert request
// bodies or walk error codes; those belong to the screen tier (tests/screen), which renders the same
// screen in jsdom against the same mock. Counted in each file's text:
// - bodies: reads of the mock's request log (`lastBody(`, `requestsTo(`, `requestCount(`) or of a
//   request's body (`.postDataJSON(`); `expectSentOnce(path)` is not one: racing clicks sending one
//   request is the browser's to assert;
// - codes: the distinct error codes of the contract a file sets as the mock's answer
//   (`setScenario(path, '<code>'`); the browser keeps at most one refusal per kind of place it is
//   shown (above the form, under a field) for axe: two.
// A file over the rule must be in BROWSER_ONLY (a check only a browser can make, with why) or in
// NOT_YET_MOVED with its counts (checks still to move to the screen tier); that list only shrinks:
// a count above its entry fails, and so does one below it (lower the entry).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/api/generated/error-codes';

const root = path.resolve(import.meta.dirname, '../..');
const E2E = path.join(root, 'tests', 'e2e');
const MAX_CODES = 2;

interface Counts {
  bodies: number;
  codes: number;
}

/** Checks only a browser can make, each with why (its counts are not limited). */
const BROWSER_ONLY: Record<string, string> = {
  'console-page.test.ts':
    "the operator console's own page (mocks/sandbox/console/page), which no screen-tier render serves: its bodies are read as Chromium sends them",
  'money-input.test.ts': "a lost answer: Chromium's own resends of one request (one body, one Idempotency-Key), which jsdom does not make",
  'session.test.ts':
    'reloads on a pinned clock: how many refreshes a reload or the last 5 minutes send and which token each refresh and poll carries across reloads (headers, not bodies)',
  'tabs.test.ts':
    "two tabs sharing one cookie: a dropped refresh tried again, and the other tab's poll carrying the token the first one got",
};

/** Files whose body and code checks are still to move to the screen tier, with their counts now. */
const NOT_YET_MOVED: Record<string, Counts> = {
};

const codes = new Set<string>(ERROR_CODES);
export function countsOf(text: string): Counts {
  const bodies = (text.match(/\blastBody\(|\brequestsTo\(|\brequestCount\(|\.postDataJSON\(/g) ?? []).length;
  const set = new Set<string>();
  for (const m of text.matchAll(/setScenario\(\s*[^,]+,\s*'([^']+)'/g)) if (codes.has(m[1]!)) set.add(m[1]!);
  return { bodies, codes: set.size };
}

const files = fs.readdirSync(E2E).filter((name) => name.endsWith('.test.ts'));

describe('what goes where: the browser files', () => {
  it('assert no request body and walk no error codes, outside the lists', () => {
    const over: string[] = [];
    for (const file of files) {
      if (file in BROWSER_ONLY) continue;
      const { bodies, codes: n } = countsOf(fs.readFileSync(path.join(E2E, file), 'utf8'));
      const allowed = NOT_YET_MOVED[file] ?? { bodies: 0, codes: MAX_CODES };
      if (bodies > allowed.bodies)
        over.push(`${file}: ${bodies} request-body reads (allowed ${allowed.bodies}): assert them in tests/screen`);
      if (n > Math.max(allowed.codes, MAX_CODES))
        over.push(`${file}: ${n} error codes (allowed ${Math.max(allowed.codes, MAX_CODES)}): walk them in tests/screen`);
    }
    expect(over).toEqual([]);
  });

  it('the not-yet-moved list says what is left: no entry above a file, none for a file that is gone', () => {
    const stale: string[] = [];
    for (const [file, entry] of Object.entries(NOT_YET_MOVED)) {
      if (!files.includes(file)) {
        stale.push(`${file}: no such file`);
        continue;
      }
      const now = countsOf(fs.readFileSync(path.join(E2E, file), 'utf8'));
      if (now.bodies < entry.bodies || Math.max(now.codes, MAX_CODES) < Math.max(entry.codes, MAX_CODES))
        stale.push(`${file}: now ${now.bodies} bodies, ${now.codes} codes; lower its entry`);
    }
    for (const file of Object.keys(BROWSER_ONLY)) if (!files.includes(file)) stale.push(`${file}: no such file`);
    expect(stale).toEqual([]);
  });

  it('counts what it says', () => {
    const text =
      "await lastBody(X); (await requestsTo(Y)).length; setScenario(LIST, 'E002'); setScenario(LIST, 'empty'); setScenario('/api/a', 'E002', 1); setScenario(A, 'c104')";
    expect(countsOf(text)).toEqual({ bodies: 2, codes: 2 });
  });
});
