// Commit subjects are one line of at most 72 characters, the details in the body, so that
// `git log --oneline` reads as a list. Older history is kept as it is; the rule holds from the
// commit that introduced this check (efe7155) on.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const SINCE = 'efe7155';
const LIMIT = 72;

function subjects(): string[] | null {
  try {
    execFileSync('git', ['cat-file', '-e', `${SINCE}^{commit}`], { stdio: 'ignore' });
    const log = execFileSync('git', ['log', '--format=%h %s', `${SINCE}..HEAD`], { encoding: 'utf8' });
    return log.split('\n').filter(Boolean);
  } catch {
    return null; // not a git checkout (an unpacked archive): nothing to check
  }
}

describe('commit subjects', () => {
  it(`are at most ${LIMIT} characters since ${SINCE}`, () => {
    const lines = subjects();
    if (lines === null) return;
    const long = lines.filter((line) => line.slice(line.indexOf(' ') + 1).length > LIMIT);
    expect(long).toEqual([]);
  });
});
