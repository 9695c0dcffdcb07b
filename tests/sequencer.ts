// The order the files of `npm test` start in: the longest first, whatever their suite. On a clean
// clone vitest knows no file's time and starts the suites one after another in name order, so the
// longest browser file (the route walker) and the sandbox's longest files started last and ran on
// alone at the end. The expected times are tests/budget.json's: a budgeted file's measured time
// (budget − 20 s, halved), and `longRunners` for the long files of the suites it does not budget.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

interface Budget {
  readonly files: Record<string, number>;
  readonly longRunners?: Record<string, number>;
}

const budget = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'budget.json'), 'utf8')) as Budget;

/** Seconds a file is expected to take; an unknown file a second. */
export function expectedSeconds(file: string): number {
  const limit = budget.files[file];
  if (limit !== undefined) return (limit - 20) / 2;
  return budget.longRunners?.[file] ?? 1;
}

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification) => expectedSeconds(path.relative(root, spec.moduleId).split(path.sep).join('/'));
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
