// The console's page as the sandbox serves it, without a browser: /__sandbox/ and /__sandbox/console
// answer the page built from mocks/sandbox/console/page/ (mocks/sandbox/console/page-route.ts), which
// loads its script from /__sandbox/assets/; the page is built again when its built files are gone;
// nothing outside the built assets is served. What the page does in Chromium is
// tests/e2e/console-page.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_OUT_DIR } from '../../mocks/sandbox/console/page-route';
import { checkTheBooks, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 120_000);
checkTheBooks(() => s);

describe('serving the console page', () => {
  it('GET /__sandbox/ and /__sandbox/console answer the page, which loads its script from /__sandbox/assets/', async () => {
    for (const p of ['/__sandbox/', '/__sandbox/console']) {
      const res = await fetch(`${s.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      const src = /<script type="module"[^>]* src="(\/__sandbox\/assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(src, html).toBeDefined();
      const js = await fetch(`${s.url}${src}`);
      expect(js.status).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    }
  }, 60_000);

  it('with no built files (a fresh clone, or .sandbox/ removed while it runs) the page is built again', async () => {
    fs.rmSync(PAGE_OUT_DIR, { recursive: true, force: true });
    const res = await fetch(`${s.url}/__sandbox/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/__sandbox/assets/');
    expect(fs.existsSync(path.join(PAGE_OUT_DIR, 'index.html'))).toBe(true);
  }, 60_000);

  it('nothing outside the built assets is served, and the JSON routes still answer', async () => {
    // a dot segment is refused before routing (mocks/local-guard.mjs), the page's own check behind it
    expect((await fetch(`${s.url}/__sandbox/assets/%2e%2e%2f%2e%2e%2fpackage.json`)).status).toBe(400);
    expect((await fetch(`${s.url}/__sandbox/assets/nope.js`)).status).toBe(404);
    expect((await s.operator('GET', '/__sandbox/health')).status).toBe(200);
  });
});
