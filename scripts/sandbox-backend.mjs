// The sandbox `npm start -- --sandbox` puts the site on: the one already listening on SANDBOX_PORT
// (`npm run sandbox` in another terminal) when there is one, else a child of its own
// (scripts/sandbox-child.mjs). A port that answers but not as a sandbox is refused with what to do,
// never passed to a second sandbox that would die on EADDRINUSE. The data folder's own lock
// (mocks/sandbox/data-lock.ts) keeps a second sandbox off a folder another one holds.
import { startSandboxChild } from './sandbox-child.mjs';

/** Where a sandbox of this environment listens: SANDBOX_HOST (a wildcard is reached on loopback) and SANDBOX_PORT. */
export function sandboxAddress(env = process.env) {
  const host = env.SANDBOX_HOST ?? '127.0.0.1';
  const port = Number(env.SANDBOX_PORT ?? 4020);
  const reach = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return { port, url: `http://${reach}:${port}` };
}

/**
 * What answers at `url`: a sandbox (its console's health route answers as one), something else, or
 * nothing (refused, or no answer within `timeoutMs`).
 * @param {string} url
 * @returns {Promise<{ kind: 'sandbox', database: string } | { kind: 'other', detail: string } | { kind: 'none' }>}
 */
export async function probeSandbox(url, timeoutMs = 5000) {
  let res;
  try {
    res = await fetch(`${url}/__sandbox/health`, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    // nothing listens (ECONNREFUSED), or it does not answer HTTP in time
    const code = error?.cause?.code ?? error?.name;
    return code === 'ECONNREFUSED' ? { kind: 'none' } : { kind: 'other', detail: `no HTTP answer (${code ?? error?.message})` };
  }
  const text = await res.text().catch(() => '');
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON: not a sandbox */
  }
  if (res.ok && body?.ok === true && typeof body.database === 'string' && typeof body.operations === 'object') {
    return { kind: 'sandbox', database: body.database };
  }
  return { kind: 'other', detail: `GET /__sandbox/health answered ${res.status}` };
}

/**
 * The sandbox for the site: the running one, or a child started now.
 * @param {{ reset?: boolean, env?: NodeJS.ProcessEnv, log?: (line: string) => void, start?: typeof startSandboxChild }} [options]
 * @returns {Promise<{ url: string, shared: boolean, exited?: Promise<number | null>, close(): Promise<void> }>}
 */
export async function sandboxBackend({
  reset = false,
  env = process.env,
  log = (line) => console.log(line),
  start = startSandboxChild,
} = {}) {
  const { port, url } = sandboxAddress(env);
  // port 0 asks for any free port: nothing to find there
  const found = port === 0 ? { kind: 'none' } : await probeSandbox(url);
  if (found.kind === 'sandbox') {
    log(`[sandbox] using the sandbox already running at ${url} (data ${found.database}); it keeps running when this stops`);
    if (reset) {
      const res = await fetch(`${url}/__sandbox/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      if (!res.ok) throw new Error(`the running sandbox at ${url} refused --reset: HTTP ${res.status} ${await res.text()}`);
      log('[sandbox] --reset: its data was wiped and seeded again');
    }
    return { url, shared: true, close: async () => {} };
  }
  if (found.kind === 'other') {
    throw new Error(
      `${url} (SANDBOX_PORT ${port}) is taken by something that is not a sandbox: ${found.detail}. Stop it, or set SANDBOX_PORT to a free port.`,
    );
  }
  const child = await start({ reset, log, env: env === process.env ? {} : { ...env } });
  return { ...child, shared: false };
}
