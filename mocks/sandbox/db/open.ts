// Opens the sandbox's database and brings its schema up to date (drizzle-kit migrations):
// PGlite (PostgreSQL in this process) in a folder by default, or a PostgreSQL server when a
// `postgres://` URL is given (DATABASE_URL). Both run the same schema and the same queries.
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything queries run on: the database or a transaction. */
export type Q = Db | Tx;

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  /** `pglite:<folder>`, `pglite:memory` or the PostgreSQL URL without its password. */
  where: string;
  kind: 'pglite' | 'postgres';
  /** PGlite: its data directory as a tarball (a template other sandboxes can start from). */
  dump?: (() => Promise<Blob>) | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A postgres:// URL: use that server. */
  url?: string | undefined;
  /** PGlite's folder; 'memory' keeps it in memory (tests). */
  dir?: string | undefined;
  /** Drop everything first (PGlite: the folder; PostgreSQL: the schema's tables). */
  reset?: boolean | undefined;
  /** PGlite in memory: start from this dumped data directory (`dump()`) instead of an empty one (tests: ~0.5 s instead of ~3 s). */
  template?: Blob | undefined;
}

export async function openDatabase({ url, dir = '.sandbox/data', reset = false, template }: OpenOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 8 });
    // An idle connection the server ends (a restart, an administrator) is dropped from the pool and
    // said, not thrown: without a listener the pool's 'error' event would end the process.
    const where = url.replace(/:[^:@/]*@/, ':***@');
    pool.on('error', (err) => console.error(`sandbox: a connection to ${where} failed while idle: ${err.message}`));
    // pool.end() resolves before its connections have closed; close() waits for each one to be gone,
    // so the database can be dropped at once after it (a test's "drop database … with (force)" would
    // otherwise end a connection still closing, and that is the error above)
    let connections = 0;
    let allGone: (() => void) | undefined;
    pool.on('connect', () => connections++);
    pool.on('remove', () => {
      connections--;
      if (connections <= 0) allGone?.();
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    if (reset) await pool.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    const close = async () => {
      const gone = new Promise<void>((resolve) => (allGone = resolve));
      await pool.end();
      if (connections > 0) await gone;
    };
    return { db, kind: 'postgres', where, close };
  }
  const memory = dir === 'memory';
  if (!memory) {
    if (reset) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }
  const client = memory ? new PGlite(template ? { loadDataDir: template } : {}) : new PGlite(dir);
  const raw = drizzlePglite(client, { schema });
  try {
    await migratePglite(raw, { migrationsFolder: MIGRATIONS });
  } catch (err) {
    await client.close();
    // data written by an earlier schema whose migrations were since rewritten (before a release)
    throw new Error(
      `sandbox: the data in ${dir} does not fit this version's migrations (${(err as Error).message.split('\n')[0]}); start with --reset to wipe it and seed again`,
    );
  }
  return {
    db: raw as unknown as Db,
    kind: 'pglite',
    where: memory ? 'pglite:memory' : `pglite:${dir}`,
    dump: async () => {
      const file = await client.dumpDataDir('none');
      return new Blob([await file.arrayBuffer()]);
    },
    close: () => client.close(),
  };
}
