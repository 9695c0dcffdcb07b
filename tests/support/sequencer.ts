// The order the suite's files are handed to the workers: the longest first, so that the run does not
// end on one long file while the other workers wait. vitest's own order runs the projects by name
// (contract, e2e, mock, sandbox, screen, unit, unit-isolated) and, on a clean clone with no results
// cached, a project's files in no useful order: a clean-clone run ended on the forms gallery (9 s,
// unit-isolated), the machine about 80 % busy for its last 100 s (measured 2026-12-04).
//
// Projects by how long their files take (the browser files, the sandbox's, jsdom screens, the unit
// files that load their own modules, the rest); within a project the files with a time budget
// (tests/budget.json, written from a measured run) by that budget, longest first, then the others by
// vitest's own order (results cached from an earlier run locally, else file size).
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { readBudget } from '../../scripts/time-budget.mjs';

const PROJECT_ORDER = ['e2e', 'sandbox', 'screen', 'unit-isolated', 'unit', 'contract', 'mock'];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const budget: Record<string, number> = readBudget();
    const rank = (spec: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    const seconds = (spec: TestSpecification) => budget[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? 0;
    // vitest's order first (stable sort keeps it among files of equal rank and budget)
    const base = await super.sort(files);
    return [...base].sort((a, b) => rank(a) - rank(b) || seconds(b) - seconds(a));
  }
}
