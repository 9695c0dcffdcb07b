// The order a run takes its files in (vitest.config.ts `sequence.sequencer`): each project's files
// together, as vitest keeps them (a worker that shares its modules, its browser and its servers
// serves the project's next file only when that file is next in the queue), and within a project the
// longest first, by the seconds a measured full run took (tests/file-times.json, written with the
// budgets by `node scripts/time-budget.mjs --write`). A clean clone has no vitest cache to order by:
// a 50 s file taken last kept one core busy alone at the end of a project while the other waited.
// A file without a measured time goes first (it may be long), as vitest's own order does.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const FILE_TIMES = path.resolve(import.meta.dirname, '..', 'file-times.json');

/** file (from the root, with /) → seconds; empty when the file is missing or unreadable. */
export function readFileTimes(file = FILE_TIMES): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    const files = (parsed as { files?: unknown }).files;
    return files && typeof files === 'object' ? (files as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * `ordered` (vitest's order: projects together) with each project's files longest first; files of
 * unknown time first, ties in vitest's order.
 */
export function longestFirst<T>(ordered: readonly T[], projectOf: (item: T) => string, timeOf: (item: T) => number | undefined): T[] {
  const groups = new Map<string, T[]>();
  for (const item of ordered) {
    const key = projectOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const rank = new Map(ordered.map((item, index) => [item, index]));
  const seconds = (item: T) => timeOf(item) ?? Number.POSITIVE_INFINITY;
  return [...groups.values()].flatMap((group) =>
    [...group].sort((a, b) => seconds(b) - seconds(a) || (rank.get(a) ?? 0) - (rank.get(b) ?? 0)),
  );
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const times = readFileTimes();
    const root = this.ctx.config.root;
    const keyOf = (spec: TestSpecification) => path.relative(root, spec.moduleId).split(path.sep).join('/');
    return longestFirst(
      await super.sort(files),
      (spec) => spec.project.name,
      (spec) => times[keyOf(spec)],
    );
  }
}
