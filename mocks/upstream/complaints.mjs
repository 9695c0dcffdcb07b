// An answer's schema errors worded for an operator's engineer: where in the body (a JSON pointer),
// what the contract expected there, and what came instead.

/**
 * @typedef {object} Complaint
 * @property {string} path      JSON pointer in the answer body (`/data/balance`; `/` for the whole body)
 * @property {string} expected  what the contract's response schema wants there
 * @property {string} got       what the server sent there
 */

/** The value at a JSON pointer of `value` (undefined when absent). @param {unknown} value @param {string} pointer */
export function valueAt(value, pointer) {
  if (!pointer || pointer === '/') return value;
  let at = /** @type {any} */ (value);
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (at === null || typeof at !== 'object' || !(key in at)) return undefined;
    at = at[key];
  }
  return at;
}

/** A value in a few words: its JSON (cut at 60 characters) and, for a primitive, its type. @param {unknown} v */
export function describe(v) {
  if (v === undefined) return 'nothing (absent)';
  const json = JSON.stringify(v) ?? String(v);
  const shown = json.length > 60 ? `${json.slice(0, 57)}...` : json;
  const type = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
  return `${type} ${shown}`;
}

/**
 * @param {import('ajv').ErrorObject} e  one of response-schema.mjs keptErrors
 * @param {unknown} body                  the answer the error is about
 * @returns {Complaint}
 */
export function complaintOf(e, body) {
  const at = e.instancePath || '';
  const p = /** @type {Record<string, any>} */ (e.params);
  const got = valueAt(body, at);
  switch (e.keyword) {
    case 'required':
      return { path: `${at}/${p.missingProperty}`, expected: 'a required property', got: 'nothing (absent)' };
    case 'additionalProperties':
      return {
        path: `${at}/${p.additionalProperty}`,
        expected: 'no such property (the schema lists its properties)',
        got: describe(valueAt(body, `${at}/${p.additionalProperty}`)),
      };
    case 'type':
      return { path: at || '/', expected: String(p.type), got: describe(got) };
    case 'enum':
      return { path: at || '/', expected: `one of ${JSON.stringify(p.allowedValues)}`, got: describe(got) };
    case 'const':
      return { path: at || '/', expected: JSON.stringify(p.allowedValue), got: describe(got) };
    default:
      return { path: at || '/', expected: `${e.message ?? e.keyword}`, got: describe(got) };
  }
}

/** The same complaint for every element of a list: array indices become `*`. @param {string} path */
export const shapeOf = (path) => path.replace(/\/\d+(?=\/|$)/g, '/*');
