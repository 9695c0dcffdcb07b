// The contract's `x-mock-pick` rules (mocks/README.md): which example answers which request. Every rule
// names an example of its operation and fields its request has; every answer that depends on the
// request has a rule, so the mock never contradicts itself: a later page of a list is reachable by
// its page, and a read by id (a message, a post, a bet) answers the item whose id was asked.
import { describe, expect, it } from 'vitest';
import { atPointer } from '../../mocks/example-rules.mjs';
import { answerExamples, contract, operations, type Op } from '../support/contract';

interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}
interface Parameter {
  name: string;
  in: string;
}
interface Rule {
  example?: string;
  match?: Record<string, string>;
  path?: Record<string, unknown>;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
}

const deref = (schema: Schema | undefined): Schema | undefined => {
  let s = schema;
  while (s?.$ref) s = (contract.components.schemas as Record<string, Schema>)[s.$ref.replace('#/components/schemas/', '')];
  return s;
};

/** The request body's top-level properties (through $ref, allOf, oneOf, anyOf). */
function bodyFields(op: Op): Map<string, Schema> {
  const out = new Map<string, Schema>();
  const walk = (schema: Schema | undefined) => {
    const s = deref(schema);
    if (!s) return;
    for (const [k, v] of Object.entries(s.properties ?? {})) out.set(k, deref(v) ?? v);
    for (const sub of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])]) walk(sub);
  };
  walk(op.op.requestBody?.content['application/json']?.schema as Schema | undefined);
  return out;
}

const params = (op: Op, where: string): Set<string> => {
  const own = (op.op as { parameters?: Parameter[] }).parameters ?? [];
  const item = (contract.paths[op.path] as { parameters?: Parameter[] }).parameters ?? [];
  return new Set([...own, ...item].filter((p) => p.in === where).map((p) => p.name));
};

const rulesOf = (op: Op): Rule[] => ((op.op as { 'x-mock-pick'?: Rule[] })['x-mock-pick'] ?? []) as Rule[];
const where = (op: Op) => `${op.method.toUpperCase()} ${op.path}`;
const ruled = operations.filter((op) => rulesOf(op).length > 0);

describe('x-mock-pick', () => {
  it('is on the operations whose answer depends on the request', () => {
    expect(ruled.length).toBeGreaterThanOrEqual(20);
  });

  it.each(ruled.map((op) => [where(op), op] as const))('%s: every rule names a 200 example and fields its request has', (_, op) => {
    const examples = answerExamples(op);
    const body = bodyFields(op);
    const fields: Record<string, Set<string>> = { body: new Set(body.keys()), path: params(op, 'path'), query: params(op, 'query') };
    rulesOf(op).forEach((rule, i) => {
      const at = `${where(op)} x-mock-pick[${i}]`;
      if (rule.match) {
        const { answer, ...from } = rule.match;
        const [source, field] = Object.entries(from)[0] ?? [];
        expect(fields[source ?? '']?.has(field ?? ''), `${at}: match ${source}.${field} is not a field of the request`).toBe(true);
        const holding = Object.values(examples).filter((e) => atPointer(e.value, answer ?? '') !== undefined);
        expect(holding.length, `${at}: no example holds ${answer}`).toBeGreaterThan(0);
      } else {
        expect(Object.keys(examples), at).toContain(rule.example);
      }
      for (const source of ['body', 'path', 'query'] as const) {
        for (const [field, value] of Object.entries(rule[source] ?? {})) {
          expect(fields[source]?.has(field), `${at}: ${source}.${field} is not a field of the request`).toBe(true);
          const allowed = source === 'body' ? body.get(field)?.enum : undefined;
          if (allowed && value !== '*') {
            for (const v of [value].flat()) expect(allowed.map(String), `${at}: ${source}.${field} = ${String(v)}`).toContain(String(v));
          }
        }
      }
    });
  });

  // A list's examples for a later page (pageInfo.page > 1) are reachable by a rule asking that page.
  const paged = operations.filter((op) => bodyFields(op).has('page'));
  it.each(paged.map((op) => [where(op), op] as const))('%s: each example of a later page has a rule that asks for its page', (_, op) => {
    for (const [name, example] of Object.entries(answerExamples(op))) {
      const page = atPointer(example.value, '/data/pageInfo/page');
      if (typeof page !== 'number' || page < 2) continue;
      const rule = rulesOf(op).find((r) => r.example === name);
      expect(rule, `${where(op)}: example ${name} (page ${page}) is named by no rule`).toBeDefined();
      expect([rule?.body?.page].flat().map(String), `${where(op)}: the rule for ${name}`).toContain(String(page));
    }
  });

  // A list whose first page says it holds more rows than it shows has an example for each later page
  // (the same total), so page 2 never repeats page 1.
  it.each(paged.map((op) => [where(op), op] as const))('%s: every later page of a longer list has its example', (_, op) => {
    const pages = Object.values(answerExamples(op)).map((e) => ({
      info: atPointer(e.value, '/data/pageInfo') as { page: number; count_per_list: number; tatal_list_count: number } | undefined,
      rows: (atPointer(e.value, '/data/list') as unknown[] | undefined)?.length ?? 0,
    }));
    for (const { info, rows } of pages) {
      if (!info || info.page !== 1 || info.tatal_list_count <= rows) continue;
      const last = Math.ceil(info.tatal_list_count / info.count_per_list);
      for (let n = 2; n <= last; n += 1) {
        const found = pages.some((p) => p.info?.page === n && p.info.tatal_list_count === info.tatal_list_count);
        expect(found, `${where(op)}: ${info.tatal_list_count} rows, no example of page ${n}`).toBe(true);
      }
    }
  });

  // A read by id: an operation asked for one `…Idx` whose answers carry that id answers the item asked.
  const reads = operations.flatMap((op) => {
    const required = deref(op.op.requestBody?.content['application/json']?.schema as Schema | undefined)?.required ?? [];
    const id = required.find((f) => /Idx$/.test(f) && bodyFields(op).get(f)?.type === 'integer');
    const carries = id && Object.values(answerExamples(op)).some((e) => JSON.stringify(e.value ?? null).includes(`"${id}":`));
    return carries ? [[where(op), op, id] as const] : [];
  });
  it('finds the reads by id (message, post, bet)', () => {
    expect(reads.map(([w]) => w).sort()).toEqual(['POST /api/bet/detail', 'POST /api/board/msgRead', 'POST /api/board/{boardType}/datail']);
  });
  it.each(reads)('%s: a match rule answers the example holding the asked id', (_, op, id) => {
    const match = rulesOf(op).find((r) => r.match)?.match;
    expect(match?.['body'], where(op)).toBe(id);
  });

  // Every row a list links to has its own read example: the pairs a person clicks through (and the
  // main page's notices, which are the notice board's: the same number, title and date).
  const links = [
    { list: '/api/board/msgList', key: 'msgIdx', read: '/api/board/msgRead', at: '/data/msgIdx', same: ['title', 'sendDate'] },
    { list: '/api/bet/betlist', key: 'betIdx', read: '/api/bet/detail', at: '/data/bet/betIdx', same: ['form', 'cash', 'type'] },
    {
      list: '/api/board/{boardType}/list',
      key: 'boardIdx',
      read: '/api/board/{boardType}/datail',
      at: '/data/post/boardIdx',
      same: ['title', 'regDate'],
    },
    {
      list: '/api/main/nt/list',
      key: 'boardIdx',
      read: '/api/board/{boardType}/datail',
      at: '/data/post/boardIdx',
      same: ['title', 'regDate'],
    },
  ];
  it.each(links)('every row of $list has a $read example with its id, $same', ({ list, key, read, at, same }) => {
    const op = (p: string) => operations.find((o) => o.path === p && o.method === 'post')!;
    const reads = Object.values(answerExamples(op(read))).map((e) => e.value);
    const rows = Object.values(answerExamples(op(list))).flatMap(
      (e) =>
        (atPointer(e.value, Array.isArray(atPointer(e.value, '/data')) ? '/data' : '/data/list') as
          Record<string, unknown>[] | undefined) ?? [],
    );
    const faq = (row: Record<string, unknown>) => row['boardType'] === 'faq'; // the FAQ opens in place: its list carries the answer
    const missing = rows
      .filter((row) => !faq(row))
      .filter((row) => {
        const found = reads.find((r) => atPointer(r, at) === row[key]);
        return !found || same.some((field) => atPointer(found, at.replace(/[^/]+$/, field)) !== row[field]);
      })
      .map((row) => `${String(row[key])} ${same.map((field) => String(row[field])).join(' ')}`);
    expect(missing).toEqual([]);
  });
});
