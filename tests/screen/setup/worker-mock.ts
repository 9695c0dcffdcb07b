// This worker's Prism mock (mocks/server.mjs, the envelope included), in a child process of its own:
// the mock's modules do not load under jsdom's globals (its URL), so it runs beside the worker, not
// in it. Started by the worker's first screen file and shared by the files after it (one at a time
// per worker); it stops when the worker goes, however it goes (its stdin, a pipe from the worker,
// closes).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const KEY = Symbol.for('winner.screen.workerMock');
const store = globalThis as unknown as Record<symbol, Promise<string> | undefined>;
const SERVER = pathToFileURL(path.resolve(import.meta.dirname, '../../../mocks/server.mjs')).href;
const MAIN = `
const { startMock } = await import(${JSON.stringify(SERVER)});
const mock = await startMock({ port: 0, quiet: true });
console.log('mock listening on ' + mock.url);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

function start(): Promise<string> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', MAIN], { stdio: ['pipe', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const url = /mock listening on (\S+)/.exec(output)?.[1];
      if (url) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(url);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (status) => reject(new Error(`the screen tier's mock stopped (${status}): ${output}`)));
  });
}

/** The address of this worker's mock (started on first use). */
export function workerMock(): Promise<string> {
  store[KEY] ??= start();
  return store[KEY];
}
