// The build's first view (docs/first-view.md): the guest main page, prerendered for both layouts at
// build time and written into index.html with the CSS it needs inlined, so the browser paints it
// before any script arrives; the app hydrates it (src/app/first-view). Every other path is served
// spa.html, the same page without the prerendered view (the preview server does so here; a host
// does it with one rule, see docs/first-view.md).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const ENTRY = 'src/app/first-view/render.tsx';
export const SPA_HTML = 'spa.html';

/** Server-side build of the first view's renderer, with the app's settings; returns its module. */
async function loadRenderer(config) {
  const outDir = path.join(config.root, '.tmp', `first-view-${process.pid}-${Date.now()}`);
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: config.resolve.alias },
      build: { ssr: ENTRY, outDir, emptyOutDir: true, sourcemap: false, rolldownOptions: { output: { entryFileNames: 'render.mjs' } } },
    });
    return { module: await import(pathToFileURL(path.join(outDir, 'render.mjs')).href), outDir };
  } catch (error) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
}

/** The class names an HTML fragment uses. */
const classesOf = (html) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));

/** Whether a stylesheet styles any of `classes`. */
const styles = (css, classes) => [...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((m) => classes.has(m[1]));

/** The page with the prerendered views in #root and their CSS inlined (the render-blocking links go). */
export function injectFirstView(html, { views, assets, tokensCss, mobileMaxWidth }) {
  const linked = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  const entryCss = linked.map((m) => assets.get(m[1]) ?? '').join('');
  const used = Object.fromEntries(Object.entries(views).map(([layout, view]) => [layout, classesOf(view)]));
  const media = { mobile: `(max-width: ${mobileMaxWidth}px)`, desktop: `(min-width: ${mobileMaxWidth + 1}px)` };
  let css = tokensCss + entryCss;
  for (const [file, text] of assets) {
    if (linked.some((m) => m[1] === file)) continue;
    const layouts = Object.keys(views).filter((layout) => styles(text, used[layout]));
    if (layouts.length === Object.keys(views).length) css += text;
    else if (layouts.length === 1) css += `@media ${media[layouts[0]]}{${text}}`;
  }
  // until the app keeps one view, each width shows its own
  for (const layout of Object.keys(views))
    css += `@media not ${media[layout]}{#root>[data-layout="${layout}"]:not(:only-child){display:none}}`;
  let page = html;
  for (const m of linked) page = page.replace(m[0], '');
  if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div>');
  return page
    .replace('</head>', `<style>${css}</style>\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${Object.values(views).join('')}</div>`);
}

/**
 * modulepreload links for the start-up code the entry imports dynamically (src/main.tsx loads it after
 * the first paint): spa.html fetches it with the page. index.html does not: its first view paints
 * from the HTML alone, and the entry asks for the code after that paint.
 */
export function startPreloads(html, bundle, moduleSuffix = 'src/app/start.tsx') {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const isStart = (id) => id?.replaceAll('\\', '/').endsWith(moduleSuffix);
  // the chunk the module is the facade of, or (put in a named group: vite.config.ts) the one holding it
  const start = chunks.find((chunk) => isStart(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(isStart));
  if (!start) throw new Error(`no chunk for ${moduleSuffix}`);
  const files = new Set();
  const visit = (fileName) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const dep of bundle[fileName]?.imports ?? []) visit(dep);
  };
  visit(start.fileName);
  const links = [...files]
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return html.replace('</head>', `  ${links}\n  </head>`);
}

/** The Vite plugin: index.html gets the first view; spa.html is the page without it. */
export function firstViewPlugin() {
  let config;
  return {
    name: 'winner-first-view',
    apply: (userConfig, { command }) => command === 'build' && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const page = String(index.source);
        const { module, outDir } = await loadRenderer(config);
        try {
          const views = { mobile: await module.renderFirstView('mobile'), desktop: await module.renderFirstView('desktop') };
          const assets = new Map(
            Object.values(bundle)
              .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
              .map((file) => [file.fileName, String(file.source)]),
          );
          // The main page paints from its HTML, and only then asks for the app's code (src/main.tsx):
          // no preload may compete with the first paint (Lighthouse counts every request that ended
          // before the largest paint as needed for it). Another page has nothing to paint before the
          // code, so spa.html fetches the start-up code with the page.
          index.source = injectFirstView(page, { views, assets, tokensCss: module.tokensCss(), mobileMaxWidth: module.MOBILE_MAX_WIDTH });
          this.emitFile({ type: 'asset', fileName: SPA_HTML, source: startPreloads(page, bundle) });
        } finally {
          fs.rmSync(outDir, { recursive: true, force: true });
        }
      },
    },
  };
}

/** Preview server: a page address other than / gets spa.html (index.html shows the main page). */
export function spaFallbackPlugin() {
  return {
    name: 'winner-spa-fallback',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://x');
        // the sandbox's game window (/__sandbox/play/…) is proxied to the sandbox, not a page of the app
        const page =
          (req.method === 'GET' || req.method === 'HEAD') &&
          !path.extname(url.pathname) &&
          url.pathname !== '/' &&
          !url.pathname.startsWith('/__sandbox/');
        if (page && `${req.headers.accept}`.includes('text/html') && fs.existsSync(path.join(outDir, SPA_HTML))) {
          req.url = `/${SPA_HTML}${url.search}`;
        }
        next();
      });
    },
  };
}
