// Malformed requests for one operation, driven by its request schemas in the contract: the
// contract's example with one field wrong (another type, NUL / bidi / long text, numbers out of
// range or NaN-like strings, an array for an object, missing when required), plus whole-body cases
// (not an object, extra fields, deep nesting) and odd path or query values. A fixed fast-check seed
// picks a bounded sample, so a run is the same every time.
import fc from 'fast-check';

type Schema = Record<string, unknown>;
export interface Param {
  name: string;
  required?: boolean;
  schema?: Schema;
  examples?: { value: unknown }[];
}
export interface RequestShape {
  body?: Schema;
  bodyExample?: unknown;
  path: Param[];
  query: Param[];
}
export interface FuzzCase {
  what: string;
  /** The raw body text (POST). */
  body: string;
  path: Record<string, string>;
  query: Record<string, string>;
}

const nest = (levels: number, inner: string) => '['.repeat(levels) + inner + ']'.repeat(levels);
const LONG = 'x'.repeat(20_000);
const TEXTS: unknown[] = ['a\u0000b', '\u202Eevil\u202C', '\u200F\u061C', LONG, '\uD800', '', ' ', "' or 1=1; --", '%00', '../../etc'];
const NUMBERS: unknown[] = [-1, 0, 1.5, 1e21, 2 ** 31, -(2 ** 63), Number.MAX_SAFE_INTEGER + 2, 'NaN', '1e999', 'Infinity', '12'];
const OTHERS: unknown[] = [null, true, [], {}, [null], { nested: { deeper: [1] } }];

/** Values that do not fit (or barely fit) a property of this schema. */
function oddValues(schema: Schema | undefined): unknown[] {
  const type = schema?.type;
  const base = [...OTHERS, 'not-a-value', 7];
  if (type === 'string') return [...base, ...TEXTS];
  if (type === 'integer' || type === 'number') return [...base, ...NUMBERS];
  if (type === 'array') {
    const items = (schema?.items ?? {}) as Schema;
    return [...base, 'x', [7], [''], ['a\u0000'], [...oddValues(items).slice(0, 6)], Array.from({ length: 500 }, () => 1)];
  }
  return [...base, 'a\u0000b', LONG, -1, 'NaN'];
}

const asObject = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as object) } : {});
const exampleOf = (p: Param): string => {
  const v = p.examples?.[0]?.value ?? (p.schema?.enum as unknown[] | undefined)?.[0] ?? p.schema?.default ?? 'x';
  return String(v);
};

/** Every case for an operation (before sampling). */
export function allCases(shape: RequestShape, siteId: string): FuzzCase[] {
  const path = Object.fromEntries(shape.path.map((p) => [p.name, exampleOf(p)]));
  const query: Record<string, string> = {
    siteId,
    ...Object.fromEntries(shape.query.filter((p) => p.required).map((p) => [p.name, exampleOf(p)])),
  };
  const example: Record<string, unknown> = { ...asObject(shape.bodyExample), siteId };
  const props = (shape.body?.properties ?? {}) as Record<string, Schema>;
  const required = (shape.body?.required ?? []) as string[];
  const out: FuzzCase[] = [];
  const withBody = (what: string, body: string) => out.push({ what, body, path, query });
  const withField = (field: string, value: unknown) =>
    withBody(`${field} = ${JSON.stringify(value)?.slice(0, 40)}`, JSON.stringify({ ...example, [field]: value }));

  withBody('the example', JSON.stringify(example));
  withBody('an array body', JSON.stringify([example]));
  withBody('a string body', JSON.stringify('a\u0000b'));
  withBody('a null body', 'null');
  withBody('extra fields', JSON.stringify({ ...example, extra: 'a\u0000', constructor: { prototype: 1 }, ['__proto__']: { admin: true } }));
  withBody('nested 70 deep', `{"siteId":${JSON.stringify(siteId)},"x":${nest(70, '1')}}`);
  withBody('nested 60 deep', `{"siteId":${JSON.stringify(siteId)},"x":${nest(60, '"a"')}}`);
  withBody('a NUL key', JSON.stringify({ ...example, 'k\u0000': 1 }));
  for (const field of Object.keys(props)) {
    if (field === 'siteId') continue;
    for (const value of oddValues(props[field])) withField(field, value);
    withField(field, JSON.parse(nest(20, '1')) as unknown);
    if (props[field]?.type === 'array') {
      const itemProps = ((props[field]?.items as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
      const first = asObject((example[field] as unknown[] | undefined)?.[0]);
      for (const [sub, s] of Object.entries(itemProps)) {
        for (const value of oddValues(s).slice(0, 12)) withField(field, [{ ...first, [sub]: value }]);
      }
    }
  }
  for (const field of required) {
    const { [field]: _gone, ...rest } = example;
    withBody(`${field} missing`, JSON.stringify(rest));
  }
  for (const p of [...shape.path, ...shape.query]) {
    const where = shape.path.includes(p) ? 'path' : 'query';
    // not '..' in a path: the client resolves it before sending (another address, HTTP 404)
    for (const v of [
      'a\u0000b',
      '%E0%A4%A',
      LONG.slice(0, 3000),
      '\u202E',
      '%ED%A0%80',
      '-1',
      'NaN',
      ...(where === 'query' ? ['..'] : []),
    ]) {
      out.push({
        what: `${where} ${p.name} = ${JSON.stringify(v).slice(0, 30)}`,
        body: JSON.stringify(example),
        path: where === 'path' ? { ...path, [p.name]: v } : path,
        query: where === 'query' ? { ...query, [p.name]: v } : query,
      });
    }
  }
  return out;
}

/** A bounded sample of the cases, the same for the same seed: the example first, then a fixed pick. */
export function sampleCases(cases: FuzzCase[], max: number, seed: number): FuzzCase[] {
  if (cases.length <= max) return cases;
  const [first, ...rest] = cases;
  const picked = fc.sample(fc.shuffledSubarray(rest, { minLength: max - 1, maxLength: max - 1 }), { seed, numRuns: 1 })[0] ?? [];
  return first ? [first, ...picked] : picked;
}
