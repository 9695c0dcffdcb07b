// mocks/README.md's table of the console's routes is generated from the routes and their
// declarations (scripts/console-routes-doc.mjs): the committed table matches what they generate, a
// declaration changed without regenerating is caught, and every declared route has its row with what
// it takes.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cashReject } from '../../mocks/sandbox/console/decl/cash';
import { declare } from '../../mocks/sandbox/console/declare';
import { CONSOLE_ROUTES } from '../../mocks/sandbox/console/routes';
import { BEGIN, END, patternPath, README, readmeWith, takesText } from '../../scripts/console-routes-doc.mjs';

const readme = fs.readFileSync(README, 'utf8');

describe("mocks/README.md's console route table", () => {
  it('matches the routes (node scripts/console-routes-doc.mjs writes it; --check fails when it drifts)', async () => {
    expect(await readmeWith(readme, CONSOLE_ROUTES)).toBe(readme);
  }, 15_000);

  it('drifts when a declaration changes without regenerating: its doc, or what it takes', async () => {
    const i = CONSOLE_ROUTES.findIndex((r) => r.decl);
    const route = CONSOLE_ROUTES[i];
    if (!route?.decl) throw new Error('no declared console route');
    const withDoc = CONSOLE_ROUTES.with(i, { ...route, doc: `${route.doc} (changed)` });
    expect(await readmeWith(readme, withDoc)).not.toBe(readme);
    const decl = { ...route.decl, query: z.object({ added: z.string().optional() }) };
    expect(await readmeWith(readme, CONSOLE_ROUTES.with(i, { ...route, decl }))).not.toBe(readme);
  }, 15_000);

  it('has a row for every declared route: its method and path, what it takes, its doc', () => {
    const table = readme.slice(readme.indexOf(BEGIN), readme.indexOf(END));
    const rows = table.split('\n').filter((l) => l.startsWith('| `'));
    for (const r of CONSOLE_ROUTES) {
      if (!r.decl) continue;
      const route = `\`${r.method} ${r.decl.path.replace(/:(\w+)/g, '{$1}')}\``;
      const row = rows.find((l) => l.startsWith(`| ${route} `));
      expect(row, route).toBeDefined();
      expect(row).toContain(r.doc.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' '));
    }
  });

  it('says what a route takes from its schemas: path parameters, query and body, `?` when optional', () => {
    expect(takesText(cashReject)).toMatch(/^params \{ idx: .+ \}; body \{ reason\?: string \}$/);
    const d = declare({
      method: 'GET',
      path: '/__sandbox/x',
      doc: 'x',
      query: z.object({ state: z.enum(['a', 'b', '']).optional(), limit: z.string().optional() }),
      body: z.object({ n: z.int().min(0).max(9), odds: z.record(z.string(), z.number().min(1)).nullish() }),
      answer: z.object({}),
    });
    expect(takesText(d)).toBe(
      'query { state?: "a" | "b", limit?: string }; body { n: whole number 0–9, odds?: { [key]: number ≥ 1 } | null }',
    );
  });

  it("writes an undeclared route's path from its pattern", () => {
    expect(patternPath(/^\/__sandbox\/rum$/)).toBe('/__sandbox/rum');
    expect(patternPath(/^\/__sandbox\/games\/launches\/([^/]+)\/end$/)).toBe('/__sandbox/games/launches/{…}/end');
    expect(patternPath(/^\/__sandbox\/games\/(down|up)$/)).toBe('/__sandbox/games/{down|up}');
  });
});
