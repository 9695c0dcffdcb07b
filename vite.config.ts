import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { cryptoJsAesOnly } from './scripts/crypto-js-aes-only.mjs';
import { contentSecurityPolicy, frameSources } from './scripts/csp-policy.mjs';
import { firstViewPlugin, spaFallbackPlugin } from './scripts/first-view.mjs';
import { sandboxProxyBypass } from './scripts/sandbox-proxy-paths.mjs';

// The dev server and the preview server proxy /api, the push socket and the sandbox's game window
// (/__sandbox/play/) to the mock (MOCK_URL, default http://127.0.0.1:4010), so the browser sees one origin.
const REQUIRED_IN_PRODUCTION = ['VITE_API_AES_KEY', 'VITE_API_AES_IV', 'VITE_SITE_ID', 'VITE_API_KEY'] as const;

// Chunking: the libraries every page of both layouts runs first go in a few named chunks of their
// own, so a release that changes only app code leaves them cached. Only libraries used whole from
// the start belong here: anything else (data grid, STOMP client, forms, dialogs) is split where it
// is imported and loads with the screen that uses it. includeDependenciesRecursively: false keeps a
// group from pulling its dependencies in with it (STACK.md: MUI core would land in the wrong chunk).
/** The path aliases of tsconfig.json: `@/` is src/, `@forms/` is forms/ (vitest.config.ts uses them too). */
export const ALIASES = {
  '@/': fileURLToPath(new URL('./src/', import.meta.url)),
  '@forms/': fileURLToPath(new URL('./forms/', import.meta.url)),
};

const VENDOR_GROUPS = [
  // the client's: the envelope's AES and openapi-fetch (named, so the preload lists can leave it out)
  { name: 'api-client', test: /node_modules[\\/](crypto-js|openapi-fetch)[\\/]/ },
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  // with react-i18next: React's own useSyncExternalStore in place of its shim (src/lib/sync-external-store.ts)
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]|[\\/]src[\\/]lib[\\/]sync-external-store\.ts$/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'emotion', test: /node_modules[\\/](@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics)[\\/]/ },
];

/**
 * The app's own modules grouped by when they run, each group one chunk: what start-up always runs
 * (every module src/app/start.tsx imports statically, and theirs), then each layout's (its route table's
 * static imports) and the main page's; a module two of these share goes in one chunk, 'layouts'. Left to itself the bundler
 * spreads these over thirty-odd small shared chunks (one for each set of screens sharing a module),
 * and each chunk costs a request and its own import and export lists. A group holds only modules its
 * root imports statically, so none loads code its root does not run.
 */
const ROOTS = {
  entry: 'src/main.tsx',
  start: 'src/app/start.tsx',
  desktop: 'src/app/routes/desktop.tsx',
  mobile: 'src/app/routes/mobile.tsx',
  main: 'src/app/pages/MainScreen.tsx',
} as const;
type Root = keyof typeof ROOTS;
const ROOT_IDS = Object.fromEntries(
  Object.entries(ROOTS).map(([name, file]) => [fileURLToPath(new URL(`./${file}`, import.meta.url)), name]),
) as Record<string, Root>;

function appGroups(): { name: (id: string, ctx: ChunkingContext) => string | null; test: RegExp } {
  let reached: Map<string, Set<Root>> | undefined;
  /** Every module each root imports statically, directly or not (walked once, from the roots). */
  const walk = (ctx: ChunkingContext): Map<string, Set<Root>> => {
    const map = new Map<string, Set<Root>>();
    for (const [rootId, root] of Object.entries(ROOT_IDS)) {
      const queue = [rootId];
      const seen = new Set(queue);
      while (queue.length) {
        const id = queue.pop() as string;
        map.set(id, (map.get(id) ?? new Set()).add(root));
        for (const next of ctx.getModuleInfo(id)?.importedIds ?? [])
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      }
    }
    return map;
  };
  return {
    test: /[\\/](src|forms|locales)[\\/]/,
    name: (id, ctx) => {
      reached ??= walk(ctx);
      const found = reached.get(id) ?? new Set<Root>();
      // the entry's own (it runs before the first paint; start-up is asked for after it): its chunk
      if (found.has('entry')) return null;
      if (found.has('start')) return 'start';
      const [only, ...more] = found;
      if (!only) return null;
      // shared by both layouts, or by a layout and the main page: every layout loads it
      if (more.length) return 'layouts';
      // one root's alone (the root itself, and what only its graph imports); a module code outside
      // that graph imports too (a screen of the other layout would then download this layout's
      // chunk) is left to the bundler's own shared chunks
      const info = ctx.getModuleInfo(id);
      const outside = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])].some((by) => !reached?.get(by)?.has(only));
      if (outside && !ROOT_IDS[id]) return null;
      return only === 'main' ? 'main-page' : only;
    },
  };
}

/** Chunks every page has loaded before any lazy import runs (vendor groups, start, layouts, the runtime). */
const ALWAYS_LOADED = /^assets\/(react|i18n|query|api-client|start|layouts|rolldown-runtime)-[\w-]+\.js$/;

/** The env files this repository ships (public): their key material is the mock's, never a secret. */
const PUBLIC_ENV_FILES = ['.env', '.env.development', '.env.mock', '.env.test'] as const;

/** One env file's `KEY=value` lines (quotes and a trailing ` # comment` removed); nothing when absent. */
export function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  const values: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.-]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    const quoted = /^(["'`])(.*)\1$/.exec(raw);
    values[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

/**
 * The values the repository's own env files give (read from the files alone: `loadEnv` would also
 * read process.env, so key material set in the build's environment would look like the mock's own
 * and be refused).
 */
export function publicEnv(root: string = process.cwd()): Record<string, string>[] {
  return PUBLIC_ENV_FILES.map((name) => readEnvFile(path.join(root, name)));
}

/**
 * A production build refuses empty key material and the values the repository ships (`.env.mock`
 * and the other public env files): shipping either would be shipping no secret at all. The real
 * values may come from the environment (`VITE_API_KEY=… npm run build`) or from `.env.production.local`.
 */
export function checkProductionEnv(
  env: Record<string, string>,
  published: Record<string, string> | readonly Record<string, string>[],
): void {
  if (env.VITE_API_ENVELOPE === 'off') return;
  const missing = REQUIRED_IN_PRODUCTION.filter((k) => !env[k]);
  if (missing.length) {
    throw new Error(
      `Production build needs ${missing.join(', ')} in the environment (no key material ships by default). For a build against the mock: vite build --mode mock`,
    );
  }
  const files = Array.isArray(published) ? published : [published];
  const mockValues = REQUIRED_IN_PRODUCTION.filter((k) => k !== 'VITE_SITE_ID' && files.some((file) => file[k] && env[k] === file[k]));
  if (mockValues.length) {
    throw new Error(
      `Production build refuses the mock's values of ${mockValues.join(', ')} (they are public in .env.mock): set the real ones`,
    );
  }
}

/** Puts the policy first in the built index.html's head (the dev server runs without it: HMR needs inline script). */
const cspMeta = (env: Record<string, string | undefined>): Plugin => ({
  name: 'winner-csp-meta',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => ({
      html,
      tags: [
        { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) }, injectTo: 'head-prepend' },
      ],
    }),
  },
});

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (command === 'build' && mode === 'production') {
    checkProductionEnv(env, publicEnv());
    if (frameSources(env)[0] === "'none'")
      console.warn("VITE_CSP_FRAME_SRC is empty: the policy says frame-src 'none', so no game window can be framed (docs/csp.md)");
  }
  const mock = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
  const proxy: Record<string, ProxyOptions> = {
    '/api': {
      target: mock,
      changeOrigin: true,
      // When the upstream drops the connection without answering (or cannot be reached), drop the
      // browser's connection too instead of inventing an HTTP 500: the page then meets what a member
      // on a failing network meets, and QA's "drop" scenario reaches the client as a drop.
      configure: (server) => server.on('error', (_error, _req, res) => void ('req' in res && res.destroy())),
    },
    '/ws': { target: mock.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    // the sandbox's game window (a launch's gameurl there is this path: mocks/sandbox/domain/games-play.ts)
    // and real-user monitoring's beacons (VITE_RUM_URL in .env.mock and .env.development: the sandbox
    // collects them, its console shows them; the mock takes and drops them). Only those exact paths:
    // anything else under them (`/__sandbox/play/../members`) is a 404 here (scripts/sandbox-proxy-paths.mjs)
    '/__sandbox/play/': { target: mock, changeOrigin: true, bypass: sandboxProxyBypass },
    '/__sandbox/rum': { target: mock, changeOrigin: true, bypass: sandboxProxyBypass },
  };
  return {
    plugins: [react(), cryptoJsAesOnly(), cspMeta(env), firstViewPlugin(), spaFallbackPlugin()],
    resolve: {
      alias: [
        ...Object.entries(ALIASES).map(([find, replacement]) => ({ find, replacement })),
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/lib/sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), proxy },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), proxy },
    build: {
      sourcemap: false,
      // A lazily loaded chunk lists the files it needs, to fetch them side by side; the chunks every
      // page has loaded before any of these runs (the libraries, start-up, the layouts' shared chunk)
      // are left out of the lists: each list is in the JS that start-up downloads.
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
      chunkSizeWarningLimit: 600,
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [...VENDOR_GROUPS, appGroups()] } } },
    },
  };
});
