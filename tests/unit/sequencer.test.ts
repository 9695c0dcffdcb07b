// The start order of npm test's files: the longest first, from tests/budget.json.
import { describe, expect, it } from 'vitest';
import { expectedSeconds } from '../sequencer';

describe('expected seconds', () => {
  it("a budgeted file's measured time; a long file of another suite its own; anything else a second", () => {
    expect(expectedSeconds('tests/e2e/routes.test.ts')).toBeGreaterThan(60);
    expect(expectedSeconds('tests/sandbox/invalidates.test.ts')).toBe(67);
    expect(expectedSeconds('tests/unit/store.test.ts')).toBe(1);
    expect(expectedSeconds('tests/e2e/routes.test.ts')).toBeGreaterThan(expectedSeconds('tests/e2e/widths.test.ts'));
  });
});
