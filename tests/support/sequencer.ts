// The order vitest starts the files in: project by project, the browser files first, and in each
// project the longest first (longest processing time first). The run is CPU-bound on two cores with
// three workers; vitest's own order (projects by name, files by name for a clean clone, which has no
// cache) left long browser files for the end, with one or two workers idle for the last four minutes
// of a fifteen-minute run. Now the short files of the other projects fill the end. Projects stay
// together: a worker keeps its browser and servers (and the screen tier its modules) only while the
// next file is of the same project (isolate: false).
// The expected times are tests/timings.json (seconds per file, from a full run: `node
// scripts/test-timings.mjs` writes it from .tmp/vitest-report.json); a file not in it counts as 1 s.
// Only the order changes: every file still runs, and a stale entry only makes the order less good.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '..', '..');
const TIMINGS = path.join(root, 'tests', 'timings.json');

function expectedSeconds(): Record<string, number> {
  try {
    return (JSON.parse(fs.readFileSync(TIMINGS, 'utf8')) as { files: Record<string, number> }).files;
  } catch {
    return {};
  }
}

/** The projects' order: the longest files are the browser's, then the sandbox's; the rest are short. */
const PROJECT_ORDER = ['e2e', 'sandbox', 'screen', 'contract', 'mock', 'unit'];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = expectedSeconds();
    const of = (spec: TestSpecification) => seconds[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? 1;
    const rank = (spec: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(spec.project.name);
      return at === -1 ? PROJECT_ORDER.length : at;
    };
    const byVitest = await super.sort(files);
    const place = new Map(byVitest.map((spec, index) => [spec, index]));
    return [...byVitest].sort((a, b) => rank(a) - rank(b) || of(b) - of(a) || (place.get(a) ?? 0) - (place.get(b) ?? 0));
  }
}
