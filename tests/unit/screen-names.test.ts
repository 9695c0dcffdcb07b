// One naming rule for route components (README, "Names"): every component the route tables mount
// (src/app/routes/screens.ts) is `<Name>Screen`, exported from `<Name>Screen.tsx`; the one frame
// mounted there (the partner area's layout) is named for what it is.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const table = fs.readFileSync(path.join(root, 'src/app/routes/screens.ts'), 'utf8');
const mounted = [...table.matchAll(/import\('([^']+)'\)\.then\(\(m\) => m\.(\w+)\)/g)].map((m) => ({ file: m[1] ?? '', name: m[2] ?? '' }));
const FRAMES = new Set(['PartnerLayout']);

describe('route component names', () => {
  it('every mounted component is a <Name>Screen in its own <Name>Screen.tsx', () => {
    expect(mounted.length).toBeGreaterThan(50);
    const misnamed = mounted.filter(({ file, name }) => !FRAMES.has(name) && !(name.endsWith('Screen') && file.endsWith(`/${name}`)));
    expect(misnamed).toEqual([]);
  });
});
