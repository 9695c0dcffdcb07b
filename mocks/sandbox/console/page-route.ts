// The console page at /__sandbox/ (and /__sandbox/console): a small React + MUI app of its own
// (console/page/) that drives the flows through the console's JSON routes. Local use only, like
// every /__sandbox/ route: nothing asks who is calling.
//
// Serving: the page is built with Vite's JS API into .sandbox/console/ the first time it is asked
// for, and again only when its sources changed (a hash of console/page/ kept beside the built
// files). The sandbox starts as fast without it; the first visit on a fresh clone waits for one
// build (a few seconds), every later start serves the built files at once. Nothing to remember:
// `npm install && npm run sandbox` and open /__sandbox/.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendText } from '../../http-util.mjs';

export const PAGE_BASE = '/__sandbox/';
const PAGE_PATHS = new Set(['/__sandbox', '/__sandbox/', '/__sandbox/console', '/__sandbox/console/']);
const ASSETS = '/__sandbox/assets/';

const SOURCE_DIR = fileURLToPath(new URL('./page/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the built page lives (SANDBOX_CONSOLE_DIR moves it; .sandbox/ is git-ignored). */
export const PAGE_OUT_DIR = process.env.SANDBOX_CONSOLE_DIR ?? path.join(REPO_ROOT, '.sandbox', 'console');
const STAMP = '.source-hash';
/** Files outside console/page/ the page imports (the contract's generated lists, the site's HTML sanitiser): a change rebuilds it too. */
const SHARED_SOURCES = [
  path.join(REPO_ROOT, 'src', 'api', 'generated', 'enums.ts'),
  // the site's sanitiser for server HTML (the inquiries' questions and answers)
  path.join(REPO_ROOT, 'src', 'components', 'SafeHtml.tsx'),
];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** A hash of every file of the page's sources (names and contents), the shared ones, and this file's build settings. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string): Promise<void> => {
    const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile()) {
        hash.update(path.relative(SOURCE_DIR, full));
        hash.update('\0');
        hash.update(await readFile(full));
        hash.update('\0');
      }
    }
  };
  await walk(SOURCE_DIR);
  for (const file of SHARED_SOURCES) hash.update(await readFile(file));
  hash.update(await readFile(fileURLToPath(import.meta.url)));
  return hash.digest('hex');
}

async function builtHash(): Promise<string | undefined> {
  try {
    return (await readFile(path.join(PAGE_OUT_DIR, STAMP), 'utf8')).trim();
  } catch {
    return undefined;
  }
}

/** Builds the page into a folder of its own, then moves it into place (another process may be building too). */
async function build(hash: string, log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  const { build: viteBuild } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const temp = `${PAGE_OUT_DIR}.building-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(PAGE_OUT_DIR), { recursive: true });
  await removeAbandonedBuilds();
  try {
    await viteBuild({
      configFile: false,
      envDir: false,
      root: SOURCE_DIR,
      base: PAGE_BASE,
      mode: 'production',
      logLevel: 'warn',
      clearScreen: false,
      plugins: [react()],
      build: { outDir: temp, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000, reportCompressedSize: false },
    });
    await writeFile(path.join(temp, STAMP), hash);
    await rm(PAGE_OUT_DIR, { recursive: true, force: true });
    try {
      await rename(temp, PAGE_OUT_DIR);
    } catch {
      // another process put its build there first: the same sources, so the same page
    }
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
  log(`sandbox: console page built into ${path.relative(REPO_ROOT, PAGE_OUT_DIR)} in ${Math.round(performance.now() - t0)} ms`);
}

/** Folders of builds a killed process left behind (older than ten minutes). */
async function removeAbandonedBuilds(): Promise<void> {
  const parent = path.dirname(PAGE_OUT_DIR);
  const prefix = `${path.basename(PAGE_OUT_DIR)}.building-`;
  for (const name of await readdir(parent)) {
    if (!name.startsWith(prefix)) continue;
    const info = await stat(path.join(parent, name)).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > 10 * 60_000) await rm(path.join(parent, name), { recursive: true, force: true });
  }
}

let ready: Promise<void> | undefined;
let readyHash: string | undefined;

/** The built page, up to date with its sources: built now when missing or older. One build at a time. */
export async function ensureConsolePage(log: (line: string) => void = (l) => console.log(l)): Promise<void> {
  const hash = await sourceHash();
  if (ready && readyHash === hash) return ready;
  readyHash = hash;
  ready = (async () => {
    if ((await builtHash()) === hash) return;
    log('sandbox: building the console page (none built yet, or its sources changed) …');
    await build(hash, log);
  })();
  ready.catch(() => {
    ready = undefined;
    readyHash = undefined;
  });
  return ready;
}

function sendFile(res: ServerResponse, method: string, file: string, size: number, cache: string): void {
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  if (method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

/** Answers the page or one of its files; false when the path is neither (the caller answers 404). */
export async function serveConsolePage(method: string, url: URL, res: ServerResponse): Promise<boolean> {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const isPage = PAGE_PATHS.has(url.pathname);
  if (!isPage && !url.pathname.startsWith(ASSETS)) return false;
  try {
    // the page itself is checked against its sources each time (an edit shows on reload); its
    // files are named by their content, so they are served as they are once a build exists
    if (isPage || !ready) await ensureConsolePage();
    else await ready;
  } catch (err) {
    sendText(res, 500, `sandbox: the console page could not be built: ${(err as Error).message}`);
    return true;
  }
  if (isPage) {
    const index = path.join(PAGE_OUT_DIR, 'index.html');
    let html = await readFile(index).catch(() => undefined);
    if (!html) {
      // the built files were removed while the sandbox ran: build again
      ready = undefined;
      await ensureConsolePage();
      html = await readFile(index);
    }
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.length,
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    res.end(method === 'HEAD' ? undefined : html);
    return true;
  }
  const assets = path.join(PAGE_OUT_DIR, 'assets');
  let name: string;
  try {
    name = decodeURIComponent(url.pathname.slice(ASSETS.length));
  } catch {
    return false;
  }
  const file = path.resolve(assets, name);
  if (!file.startsWith(assets + path.sep)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  // the names carry a hash of their content
  sendFile(res, method, file, info.size, 'public, max-age=31536000, immutable');
  return true;
}
