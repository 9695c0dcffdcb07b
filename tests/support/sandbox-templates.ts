// Sandbox databases to start from (the test sandboxes took ~3 s each for PGlite's first
// start and the migrations, and ~1–4 s for the seed). A run builds them once, in its global setup:
// a migrated empty database and a migrated seeded one, dumped to files; every test file's sandbox
// then loads one (~0.5 s). Built per run, never kept: the seed is dated from the moment it runs.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClock } from '../../mocks/sandbox/clock';
import { openDatabase } from '../../mocks/sandbox/db/open';
import { seedIfEmpty } from '../../mocks/sandbox/seed/seed';

export interface SandboxTemplates {
  /** Migrated, seeded (the seed's logins and history). */
  seeded: string;
  /** Migrated, no rows (tests that build their own state). */
  empty: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Files of sandbox databases to start from; absent when tests run on PostgreSQL. */
    sandboxTemplates: SandboxTemplates | undefined;
  }
}

async function dumpOf(seed: boolean): Promise<Buffer> {
  const database = await openDatabase({ dir: 'memory' });
  try {
    if (seed) await seedIfEmpty(database.db, createClock());
    if (!database.dump) throw new Error('sandbox templates: PGlite cannot dump');
    return Buffer.from(await (await database.dump()).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function build(): Promise<{ templates: SandboxTemplates; remove(): void }> {
  const dir = path.join(os.tmpdir(), `winner-sandbox-templates-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const templates = { seeded: path.join(dir, 'seeded.tar'), empty: path.join(dir, 'empty.tar') };
  writeFileSync(templates.empty, await dumpOf(false));
  writeFileSync(templates.seeded, await dumpOf(true));
  return { templates, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

// The e2e and sandbox projects' global setups both ask for them, in one process (vitest's), each
// through its own module instance: the build is shared through the process (one build per run, not
// two: ~8 s of CPU), and the folder goes when the last of them is done with it.
const SHARED = Symbol.for('winner.sandboxTemplates');
interface Shared {
  built: Promise<{ templates: SandboxTemplates; remove(): void }>;
  users: number;
}
const processWide = globalThis as unknown as Record<symbol, Shared | undefined>;

/** Both templates, built once per process into a folder of this run; returns their files and a release. */
export async function buildSandboxTemplates(): Promise<{ templates: SandboxTemplates; remove(): void }> {
  let shared = processWide[SHARED];
  if (!shared) {
    shared = { built: build(), users: 0 };
    processWide[SHARED] = shared;
    shared.built.catch(() => (processWide[SHARED] = undefined));
  }
  const current = shared;
  current.users++;
  const { templates, remove } = await current.built;
  let released = false;
  return {
    templates,
    remove: () => {
      if (released) return;
      released = true;
      if (--current.users > 0) return;
      if (processWide[SHARED] === current) processWide[SHARED] = undefined;
      remove();
    },
  };
}

/** A template's file as what PGlite loads. */
export async function templateBlob(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
