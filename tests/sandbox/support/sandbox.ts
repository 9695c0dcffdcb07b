// A sandbox for one test file: in-memory PGlite (or, with SANDBOX_TEST_DATABASE_URL, a fresh
// database on that PostgreSQL server), seeded, on a free port, and plain-JSON calls to it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, expect, inject } from 'vitest';
import type { OperationId } from '../../../src/api/generated/operations';
import { OPERATIONS } from '../../../src/api/generated/operations';
import type { Answer, Body } from '../../../mocks/sandbox/handlers/types';
import { startSandbox, type Sandbox } from '../../../mocks/sandbox/server';
import { auditLedger } from '../../../mocks/sandbox/ledger';
import { templateBlob } from '../../support/sandbox-templates';

export const SITE = { siteId: 'winner', key: 'mock-api-key' } as const;

/** The data of a success answer; throws with the answer when it is a failure. */
export function okData<A extends { code: string }>(answer: A): Extract<A, { code: '0' }> extends { data: infer D } ? D : never {
  if (answer.code !== '0') throw new Error(`expected code 0, got ${JSON.stringify(answer)}`);
  return (answer as unknown as { data: never }).data;
}

export interface TestSandbox {
  sandbox: Sandbox;
  url: string;
  /** Answers that did not fit the contract (every test file should end with none). */
  violations: string[];
  /** Calls an operation with a plain JSON body; `path` fills `{params}`. */
  call<Id extends OperationId>(
    id: Id,
    body: Partial<Body<Id>> | Record<string, unknown>,
    opts?: { token?: string | undefined; key?: string | undefined; path?: Record<string, string>; query?: Record<string, string> },
  ): Promise<Answer<Id>>;
  /** Logs in and returns the token. */
  login(memId: string, memPass?: string): Promise<string>;
  /** A console route: `operator('POST', '/__sandbox/cash/3/approve', {})`. */
  operator<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: T }>;
  /** The ledger's sums against the balances: [] when they agree. */
  audit(): Promise<unknown[]>;
  close(): Promise<void>;
}

/** A database of its own on the PostgreSQL server named by SANDBOX_TEST_DATABASE_URL, or undefined (PGlite). */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const server = process.env.SANDBOX_TEST_DATABASE_URL;
  if (!server) return undefined;
  const name = `sbx_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** `tickMs`: the clock's tickers run only when a test moves the clock or calls `s.sandbox.tick()` unless given. */
export async function openTestSandbox(opts: { seed?: boolean; tickMs?: number } = {}): Promise<TestSandbox> {
  const violations: string[] = [];
  const postgres = await freshPostgres();
  const templates = postgres ? undefined : inject('sandboxTemplates');
  const template = templates ? await templateBlob(opts.seed === false ? templates.empty : templates.seeded) : undefined;
  const sandbox = await startSandbox({
    port: 0,
    dir: 'memory',
    databaseUrl: postgres?.url,
    quiet: true,
    seed: opts.seed,
    template,
    tickMs: opts.tickMs ?? 0,
    onViolation: (id, complaints) => violations.push(`${id}: ${complaints.join('; ')}`),
  });
  const url = sandbox.url;

  const call: TestSandbox['call'] = async (id, body, o = {}) => {
    const op = OPERATIONS[id];
    const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(o.path?.[name] ?? ''));
    const headers: Record<string, string> = { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json' };
    if (o.token) headers['x-session-token'] = o.token;
    if (o.key) headers['idempotency-key'] = o.key;
    const query = new URLSearchParams(o.query ?? {});
    let res: Response;
    if (op.method === 'GET') {
      query.set('siteId', SITE.siteId);
      res = await fetch(`${url}${path}?${query}`, { headers });
    } else {
      res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify({ siteId: SITE.siteId, ...body }) });
    }
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${id}: HTTP ${res.status} ${text}`);
    return JSON.parse(text) as never;
  };

  return {
    sandbox,
    url,
    violations,
    call,
    async login(memId, memPass = 'secret12') {
      const a = (await call('memberLogin', { memId, memPass })) as { code: string; data?: { token?: string } };
      if (a.code !== '0' || !a.data?.token) throw new Error(`login ${memId}: ${JSON.stringify(a)}`);
      return a.data.token;
    },
    async operator(method, path, body) {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* a text answer */
      }
      return { status: res.status, body: parsed as never };
    },
    audit: () => auditLedger(sandbox.database.db),
    async close() {
      await sandbox.close();
      await postgres?.drop();
    },
  };
}

/**
 * The checks every sandbox test file ends with: the ledger equals the balances (after each test with
 * `each`, else once after the file), every answer fitted the contract; then the sandbox closes.
 */
export function checkTheBooks(sandbox: () => TestSandbox, { each = false }: { each?: boolean } = {}): void {
  if (each) afterEach(async () => expect(await sandbox().audit()).toEqual([]));
  afterAll(async () => {
    const s = sandbox();
    expect(s.violations).toEqual([]);
    if (!each) expect(await s.audit()).toEqual([]);
    await s.close();
  });
}
