// Which unit files need modules of their own (vitest.config.ts): a file that replaces a module for
// its tests (vi.mock, vi.doMock), loads modules afresh (vi.resetModules) or replaces globals and
// env values the app's modules read at load (vi.stubGlobal, vi.stubEnv) would leave those
// replacements to the next file of its worker if files shared their modules. Those files run
// isolated; every other unit file shares its worker's modules (React, MUI, the app's code load once
// per worker, not once per file). Read from the files themselves, so a new file that mocks is
// isolated without a list to keep.
import fs from 'node:fs';
import path from 'node:path';

/** A call that changes what modules or globals the next file would see. */
const CHANGES_MODULES = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;
/** Test files run isolated for another reason (each with why). */
const ALSO_ISOLATED: Record<string, string> = {
  'src/app/dev/FormsGallery.test.tsx':
    'the heaviest jsdom file (all twenty forms at once, a 30 s time-out): 4.3 s on an empty document, 7.8 s after other files in a shared worker (an idle machine), and beside the browser files it came near its time-out',
};

function testFiles(dir: string, root: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...testFiles(relative, root));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(relative);
  }
  return found;
}

/** The unit files (under `dirs`, relative to `root`) that must not share their worker's modules. */
export function filesChangingModules(root: string, dirs: readonly string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(dir, root))
    .filter((file) => file in ALSO_ISOLATED || CHANGES_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}
