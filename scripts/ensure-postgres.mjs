#!/usr/bin/env node
// The sandbox's tests run a second time on PostgreSQL. This finds Debian's
// PostgreSQL server, or installs it (root: apt-get, as ensure-chromium.mjs does for Chromium), starts
// its cluster when it is down, gives the `postgres` role a password and answers with a URL. `stop()`
// stops the cluster again only when this call started it. No server to be had is a loud failure.
//   node scripts/ensure-postgres.mjs      prints the URL and leaves the server running
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/** A test server on loopback: the password is the tests', not a secret. */
const PASSWORD = process.env.SANDBOX_PG_PASSWORD ?? 'sandbox-tests';
const PG_ROOT = '/usr/lib/postgresql';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const run = (command, args, opts = {}) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...opts });

/** Does a server answer at `url` (a login that works, not only an open port)? */
async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** How many client sessions other than this one the server has (0 when it cannot be asked). */
async function otherClients(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const r = await client.query(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return r.rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The clusters on disk: [{ version, name, port, online }] (pg_lsclusters of postgresql-common). */
function clusters() {
  if (!fs.existsSync('/usr/bin/pg_lsclusters')) return [];
  return run('pg_lsclusters', ['--no-header'])
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 4 && /^\d+$/.test(f[0] ?? ''))
    .map(([version, name, port, status]) => ({ version, name, port: Number(port), online: status === 'online' }));
}

/** The newest server version installed (a folder under /usr/lib/postgresql with a bin/postgres). */
function installedVersion() {
  if (!fs.existsSync(PG_ROOT)) return undefined;
  return fs
    .readdirSync(PG_ROOT)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(`${PG_ROOT}/${v}/bin/postgres`))
    .sort((a, b) => Number(b) - Number(a))[0];
}

function install(log) {
  log('[postgres] installing Debian postgresql (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (!installedVersion()) throw new Error(`apt-get finished but no server is under ${PG_ROOT}`);
}

/**
 * A PostgreSQL server for the tests: `{ url, version, started, stop() }`. Uses SANDBOX_TEST_DATABASE_URL
 * when it is set and answers; otherwise Debian's cluster (installed and started as needed).
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function ensurePostgres({ log = (line) => console.log(line) } = {}) {
  const given = process.env.SANDBOX_TEST_DATABASE_URL;
  if (given) {
    if (await answers(given)) return { url: given, version: 'given', started: false, stop: async () => {} };
    throw new Error(`SANDBOX_TEST_DATABASE_URL is set but no server answers at it`);
  }
  if (!isRoot() && !fs.existsSync('/usr/bin/pg_lsclusters'))
    throw new Error('PostgreSQL is not installed; install it (sudo apt-get install -y postgresql) or set SANDBOX_TEST_DATABASE_URL');

  if (!installedVersion()) {
    if (!isRoot()) throw new Error('PostgreSQL is not installed; install it: sudo apt-get install -y postgresql');
    install(log);
  }
  let cluster = clusters().sort((a, b) => Number(b.version) - Number(a.version))[0];
  if (!cluster) {
    // the package normally creates `main`; a server without a cluster gets one
    const version = installedVersion();
    if (!isRoot()) throw new Error(`PostgreSQL ${version} has no cluster; create one: sudo pg_createcluster ${version} main`);
    log(`[postgres] creating cluster ${version}/main…`);
    run('pg_createcluster', [String(version), 'main']);
    cluster = clusters().find((c) => c.version === version);
    if (!cluster) throw new Error(`pg_createcluster ${version} main made no cluster`);
  }
  const url = `postgres://postgres:${encodeURIComponent(PASSWORD)}@127.0.0.1:${cluster.port}/postgres`;

  let started = false;
  if (!cluster.online) {
    if (!isRoot())
      throw new Error(
        `PostgreSQL ${cluster.version}/${cluster.name} is down; start it: sudo pg_ctlcluster ${cluster.version} ${cluster.name} start`,
      );
    log(`[postgres] starting cluster ${cluster.version}/${cluster.name} on port ${cluster.port}…`);
    run('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
    started = true;
  }
  const stop = async () => {
    if (!started) return;
    started = false;
    // another run on this machine may have found the server up and be using it: leave it running then
    const others = await otherClients(url);
    if (others > 0) {
      log(`[postgres] leaving cluster ${cluster.version}/${cluster.name} running: ${others} other client(s) connected`);
      return;
    }
    try {
      run('pg_ctlcluster', [cluster.version, cluster.name, 'stop', '-m', 'fast']);
    } catch (error) {
      log(`[postgres] could not stop cluster ${cluster.version}/${cluster.name}: ${error.message}`);
    }
  };

  try {
    if (!(await answers(url))) {
      // the password is ours to set (root: as the cluster's owner over its local socket)
      if (!isRoot()) throw new Error(`PostgreSQL answers no login at ${url.replace(/:[^:@/]*@/, ':***@')}; set SANDBOX_TEST_DATABASE_URL`);
      // psql quotes the password itself (:'pw' reads the variable as a literal), from standard input
      run('runuser', ['-u', 'postgres', '--', 'psql', '-p', String(cluster.port), '-qAt', '-v', `pw=${PASSWORD}`], {
        cwd: '/',
        input: "alter role postgres password :'pw';\n",
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      if (!(await answers(url)))
        throw new Error(`PostgreSQL ${cluster.version} started but refuses the login at 127.0.0.1:${cluster.port}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, version: cluster.version, started, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const { url } = await ensurePostgres({ log: (line) => console.error(line) });
    console.log(url);
  } catch (error) {
    console.error(`[postgres] ${error.message}`);
    process.exit(1);
  }
}
