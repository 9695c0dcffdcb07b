// The sandbox (TypeScript, mocks/sandbox/main.ts) as a child process of a plain Node script: node
// with tsx's loader, its output drained line by line, ready once it prints
// `sandbox listening on <url>`, and ended with the parent (SIGTERM, then SIGKILL after a grace).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY = /^sandbox listening on (\S+)/;

/**
 * Starts the sandbox and resolves once it listens.
 * @param {{ reset?: boolean, port?: number, env?: Record<string, string>, log?: (line: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<{ url: string, pid: number, exited: Promise<number | null>, close(): Promise<void> }>}
 */
export function startSandboxChild({ reset = false, port, env = {}, log = (line) => console.log(line), timeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/sandbox/main.ts', ...(reset ? ['--reset'] : [])], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(port === undefined ? {} : { SANDBOX_PORT: String(port) }), ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null))));
  // Never leave it behind: the parent's exit (however it comes) ends the child.
  const killOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    process.off('exit', killOnExit);
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    const early = [];
    const timer = setTimeout(() => {
      if (ready) return;
      void close();
      reject(new Error(`the sandbox did not say it listens within ${timeoutMs / 1000} s:\n${early.join('\n')}`));
    }, timeoutMs);
    // Both streams are read to the end, so the child never blocks on a full pipe.
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const match = READY.exec(line);
      if (!ready && match?.[1]) {
        ready = true;
        clearTimeout(timer);
        log(`[sandbox] ${line}`);
        resolve({ url: match[1], pid: child.pid ?? 0, exited, close });
        return;
      }
      if (!ready) early.push(line);
      log(`[sandbox] ${line}`);
    });
    readline.createInterface({ input: child.stderr }).on('line', (line) => {
      if (!ready) early.push(line);
      log(`[sandbox] ${line}`);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`the sandbox could not be started: ${error.message}`));
    });
    void exited.then((code) => {
      if (ready) return;
      clearTimeout(timer);
      process.off('exit', killOnExit);
      reject(new Error(`the sandbox exited (${code}) before it listened:\n${early.join('\n')}`));
    });
  });
}
