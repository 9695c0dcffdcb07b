// The contract as the sandbox reads it: which operation a request is, its request schemas (Ajv,
// JSON Schema 2020-12) and its answer schema, and the contract's examples for the operations the
// sandbox does not serve from state yet.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { OPERATIONS, type OperationId } from '../../src/api/generated/operations';
import { contractKey, loadContract } from '../contract.mjs';
import { unfitAt } from '../http-util.mjs';
import { explain, responseSchema } from '../response-schema.mjs';

interface PrismParam {
  name: string;
  required?: boolean;
  schema?: Record<string, unknown>;
}
interface PrismOperation {
  iid?: string;
  request?: {
    body?: { contents?: { mediaType?: string; schema?: Record<string, unknown> }[] };
    path?: PrismParam[];
    query?: PrismParam[];
    headers?: PrismParam[];
  };
  responses?: { code: string; contents?: { examples?: { key: string; value: unknown }[] }[] }[];
}

export interface Route {
  id: OperationId;
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
}

export interface SandboxContract {
  /** The operation a request is, with its path parameters. */
  route(method: string, path: string): { route: Route; params: Record<string, string> } | undefined;
  /** What is wrong with the request ([] when it fits). Pointers are `/body/amount`, `/query/symbol`, `/path/boardType`. */
  checkRequest(
    id: OperationId,
    request: { body: unknown; query: Record<string, unknown>; params: Record<string, string>; headers: Record<string, string | undefined> },
  ): string[];
  /** What is wrong with an answer ([] when it fits). */
  checkAnswer(id: OperationId, answer: unknown): string[];
  /** The contract's `success` example (else the first 200 example) of an operation. */
  example(id: OperationId): unknown;
}

const strip = (schema: Record<string, unknown>): Record<string, unknown> => {
  const { $schema: _ignored, ...rest } = schema;
  return rest;
};

/** A path segment decoded; a malformed escape (`%E0%A4%A`) is kept as sent, for the schema to refuse. */
const decodeOrKeep = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The contracts built in this process, by path and contractKey (a changed contract is built again). */
const built = new Map<string, Promise<SandboxContract>>();

/**
 * The contract at `contractPath` as the sandbox reads it. Built once per process and contract: each
 * sandbox a process starts (every sandbox test file, every browser journey) compiled again the
 * request and answer schemas it met, about a second of CPU for a file calling many operations
 * (tests/sandbox/invalidates.test.ts, profiled 2026-12-06). The compiled schemas hold no request's
 * state (each check reads its validator's errors at once).
 */
export async function loadSandboxContract(contractPath: string): Promise<SandboxContract> {
  const key = `${contractPath}\0${await contractKey(contractPath)}`;
  let contract = built.get(key);
  if (!contract) {
    contract = buildSandboxContract(contractPath);
    built.set(key, contract);
    contract.catch(() => built.delete(key));
  }
  return contract;
}

async function buildSandboxContract(contractPath: string): Promise<SandboxContract> {
  const contract = (await loadContract(contractPath, { cache: true })) as { index: { operation: unknown }[] };
  const byId = new Map<string, PrismOperation>();
  for (const o of contract.index) {
    const op = o.operation as PrismOperation;
    if (op.iid) byId.set(op.iid, op);
  }
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, coerceTypes: false });
  addFormats(ajv);

  const routes: Route[] = (Object.entries(OPERATIONS) as [OperationId, (typeof OPERATIONS)[OperationId]][]).map(([id, o]) => {
    const names: string[] = [];
    const pattern = o.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { id, method: o.method, template: o.path, regex: new RegExp(`^${pattern}$`), names };
  });
  routes.sort((a, b) => a.names.length - b.names.length);

  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: Record<string, unknown>): ValidateFunction => {
    let v = compiled.get(key);
    if (!v) {
      v = ajv.compile(strip(schema));
      compiled.set(key, v);
    }
    return v;
  };
  const opOf = (id: OperationId): PrismOperation => {
    const op = byId.get(id);
    if (!op) throw new Error(`sandbox: operation ${id} is not in the contract ${contractPath}`);
    return op;
  };
  for (const r of routes) opOf(r.id);

  return {
    route(method, path) {
      const m = method.toUpperCase();
      for (const r of routes) {
        if (r.method !== m) continue;
        const hit = r.regex.exec(path) ?? (path.endsWith('/') ? null : r.regex.exec(`${path}/`));
        if (!hit) continue;
        const params: Record<string, string> = {};
        r.names.forEach((n, i) => (params[n] = decodeOrKeep(hit[i + 1] ?? '')));
        return { route: r, params };
      }
      return undefined;
    },
    checkRequest(id, { body, query, params, headers }) {
      const op = opOf(id);
      const out: string[] = [];
      const schema = op.request?.body?.contents?.find((c) => /json/.test(c.mediaType ?? ''))?.schema;
      if (schema) {
        const v = compile(`${id} body`, schema);
        if (!v(body ?? {}))
          out.push(
            ...explain(v.errors ?? []).map((l: string) => `/body${l === '/' ? '' : l.split(' ')[0]} ${l.split(' ').slice(1).join(' ')}`),
          );
      }
      // the contract's own headers (Idempotency-Key); the security headers are the dispatcher's
      const lowerHeaders = (op.request?.headers ?? []).map((h) => ({ ...h, name: h.name.toLowerCase() }));
      for (const [where, list, values] of [
        ['path', op.request?.path ?? [], params],
        ['query', op.request?.query ?? [], query],
        ['header', lowerHeaders, headers],
      ] as const) {
        for (const p of list) {
          const value = (values as Record<string, unknown>)[p.name];
          if (value === undefined) {
            if (p.required) out.push(`/${where}/${p.name} is required`);
            continue;
          }
          if (!p.schema) continue;
          const v = compile(`${id} ${where} ${p.name}`, p.schema);
          if (!v(value)) out.push(`/${where}/${p.name} ${(v.errors ?? []).map((e) => e.message).join(', ')}`);
        }
      }
      // what no schema lets through to the database (a NUL, a number beyond ±2^53): the field's own complaint
      for (const [where, values] of [
        ['body', body],
        ['query', query],
        ['path', params],
      ] as const) {
        const unfit = unfitAt(values);
        if (unfit) out.push(`/${where}${unfit[0] === '/' ? '' : unfit[0]} ${unfit[1]}`);
      }
      return out;
    },
    checkAnswer(id, answer) {
      const schema = responseSchema(opOf(id), 200) as Record<string, unknown> | undefined;
      if (!schema) return [];
      const v = compile(`${id} answer`, schema);
      return v(answer) ? [] : explain(v.errors ?? []);
    },
    example(id) {
      const ok = opOf(id).responses?.find((r) => r.code === '200');
      const examples = (ok?.contents ?? []).flatMap((c) => c.examples ?? []);
      return (examples.find((e) => e.key === 'success') ?? examples[0])?.value;
    },
  };
}
