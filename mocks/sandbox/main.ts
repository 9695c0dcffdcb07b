// `npm run sandbox [-- --reset]`: the sandbox on SANDBOX_PORT (default 4020), data in .sandbox/
// (PGlite) or on DATABASE_URL (PostgreSQL). The first line says where it listens.
import { startSandbox } from './server';

const reset = process.argv.includes('--reset');
const t0 = performance.now();
try {
  const sandbox = await startSandbox({
    reset,
    databaseUrl: process.env.DATABASE_URL || undefined,
    dir: process.env.SANDBOX_DATA || undefined,
    quiet: process.env.SANDBOX_QUIET === '1',
  });
  console.log(`sandbox listening on ${sandbox.url}`);
  console.log(
    `sandbox: console ${sandbox.url}/__sandbox/, STOMP ${sandbox.wsUrl}, data ${sandbox.database.where}${reset ? ' (reset and seeded)' : ''}, started in ${Math.round(performance.now() - t0)} ms`,
  );
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
