// The contract's own request examples, one per operation and request example: the
// body, the path parameters and the query from the examples the contract gives, who calls it, and
// the codes the operation's answers may carry (its 200 examples).
import { fileURLToPath } from 'node:url';
import { loadContract } from '../../../mocks/contract.mjs';
import { OPERATIONS, type Access, type OperationId } from '../../../src/api/generated/operations';

const CONTRACT = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));

interface Example {
  key: string;
  value: unknown;
}
interface PrismParam {
  name: string;
  required?: boolean;
  examples?: Example[];
}
interface PrismOperation {
  iid?: string;
  request?: {
    body?: { contents?: { mediaType?: string; examples?: Example[] }[] };
    path?: PrismParam[];
    query?: PrismParam[];
    headers?: PrismParam[];
  };
  responses?: { code: string; contents?: { examples?: Example[] }[] }[];
}

export interface ContractRequest {
  id: OperationId;
  access: Access;
  /** The request example's key (`default`, `page2`, …). */
  example: string;
  body: Record<string, unknown>;
  path: Record<string, string>;
  query: Record<string, string>;
  /** The operation declares the Idempotency-Key header (a member's action sends a fresh key, as the client does). */
  idempotent: boolean;
  /** '0' and every error code the operation's 200 examples show. */
  codes: Set<string>;
}

/** The default example's value of a parameter (else its first). */
const paramValue = (p: PrismParam): string | undefined => {
  const e = p.examples?.find((x) => x.key === 'default') ?? p.examples?.[0];
  return e === undefined ? undefined : String(e.value);
};

/** Every operation of OPERATIONS with each of its JSON request examples (an operation with none: one request, `{}`). */
export async function contractRequests(): Promise<ContractRequest[]> {
  const contract = (await loadContract(CONTRACT, { cache: true })) as { index: { operation: unknown }[] };
  const byId = new Map<string, PrismOperation>();
  for (const o of contract.index) {
    const op = o.operation as PrismOperation;
    if (op.iid) byId.set(op.iid, op);
  }
  const out: ContractRequest[] = [];
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    const op = byId.get(id);
    if (!op) throw new Error(`${id} is in OPERATIONS but not in ${CONTRACT}`);
    const path: Record<string, string> = {};
    for (const p of op.request?.path ?? []) {
      const v = paramValue(p);
      if (v === undefined) throw new Error(`${id}: path parameter ${p.name} has no example`);
      path[p.name] = v;
    }
    const query: Record<string, string> = {};
    for (const p of op.request?.query ?? []) {
      if (p.name === 'siteId') continue; // the test sandbox's call() adds it
      const v = paramValue(p);
      if (v !== undefined) query[p.name] = v;
      else if (p.required) throw new Error(`${id}: required query parameter ${p.name} has no example`);
    }
    const idempotent = (op.request?.headers ?? []).some((h) => h.name.toLowerCase() === 'idempotency-key');
    const codes = new Set(['0']);
    for (const r of op.responses ?? []) {
      if (r.code !== '200') continue;
      for (const e of (r.contents ?? []).flatMap((c) => c.examples ?? [])) {
        const code = (e.value as { code?: unknown } | null)?.code;
        if (typeof code === 'string') codes.add(code);
      }
    }
    const examples = (op.request?.body?.contents ?? []).filter((c) => /json/.test(c.mediaType ?? '')).flatMap((c) => c.examples ?? []);
    const bodies: Example[] = examples.length ? examples : [{ key: 'none', value: {} }];
    for (const e of bodies) {
      out.push({
        id,
        access: OPERATIONS[id].access,
        example: e.key,
        body: (e.value ?? {}) as Record<string, unknown>,
        path,
        query,
        idempotent,
        codes,
      });
    }
  }
  return out;
}
