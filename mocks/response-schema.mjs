// Holds a literal answer against the contract's response schema (JSON Schema 2020-12, Ajv) and says
// what is wrong in a readable way: `/data/balance must be integer`. Where a schema offers choices
// (oneOf/anyOf, e.g. "success or ApiFailure"), only the closest choice's complaints are kept.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The JSON schema of an operation's answer for `status` (falling back to 200), or undefined.
 * @param {any} operation  Prism's operation object
 * @param {number} status
 */
export function responseSchema(operation, status) {
  const responses = /** @type {any[]} */ (operation?.responses ?? []);
  const response = responses.find((r) => r.code === String(status)) ?? responses.find((r) => r.code === '200');
  const contents = /** @type {any[]} */ (response?.contents ?? []);
  const json = contents.find((c) => /json/i.test(c.mediaType ?? '')) ?? contents[0];
  return json?.schema;
}

export function createResponseValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  /** @type {WeakMap<object, import('ajv').ValidateFunction>} */
  const compiled = new WeakMap();

  /**
   * What is wrong with `value` as the answer of `operation` with HTTP `status` ([] when nothing,
   * or when the contract has no schema for it).
   * @param {any} operation @param {number} status @param {unknown} value
   * @returns {string[]}
   */
  function check(operation, status, value) {
    const schema = responseSchema(operation, status);
    if (!schema || typeof schema !== 'object') return [];
    let validate = compiled.get(schema);
    if (!validate) {
      // Prism labels its schemas draft-07; the contract is OpenAPI 3.1, i.e. JSON Schema 2020-12.
      const { $schema: _ignored, ...rest } = schema;
      validate = ajv.compile(rest);
      compiled.set(schema, validate);
    }
    return validate(value) ? [] : explain(validate.errors ?? []);
  }

  return { check };
}

/** @typedef {ReturnType<typeof createResponseValidator>} ResponseValidator */

/**
 * Ajv's errors as lines, keeping for each oneOf/anyOf that failed only the choice with the fewest
 * complaints (outermost first).
 * @param {import('ajv').ErrorObject[]} errors
 * @returns {string[]}
 */
export function explain(errors) {
  return [...new Set(keptErrors(errors).map(line))];
}

/**
 * The errors `explain` words: for each oneOf/anyOf that failed, only the closest choice's errors
 * (the upstream watch words them as path, expected and got). `sameAs` says which errors count as
 * one when choices are weighed (default: none; the watch counts a field wrong in every list item once).
 * @param {import('ajv').ErrorObject[]} errors
 * @param {(e: import('ajv').ErrorObject) => unknown} [sameAs]
 * @returns {import('ajv').ErrorObject[]}
 */
export function keptErrors(errors, sameAs = (e) => e) {
  let kept = errors;
  const done = new Set();
  for (;;) {
    const choice = kept
      .filter((e) => (e.keyword === 'oneOf' || e.keyword === 'anyOf') && !done.has(e))
      .sort((a, b) => a.schemaPath.length - b.schemaPath.length)[0];
    if (!choice) break;
    done.add(choice);
    const prefix = choice.schemaPath + '/';
    const branchOf = (/** @type {import('ajv').ErrorObject} */ e) =>
      e.schemaPath.startsWith(prefix) ? e.schemaPath.slice(prefix.length).split('/')[0] : undefined;
    /** @type {Map<string, Set<unknown>>} */
    const counts = new Map();
    for (const e of kept) {
      const b = branchOf(e);
      if (b !== undefined) counts.set(b, (counts.get(b) ?? new Set()).add(sameAs(e)));
    }
    if (!counts.size) continue; // it failed because several choices matched: keep its own message
    const best = [...counts].sort((a, b) => a[1].size - b[1].size || Number(a[0]) - Number(b[0]))[0][0];
    kept = kept.filter((e) => e !== choice && (branchOf(e) === undefined || branchOf(e) === best));
  }
  return kept;
}

/** @param {import('ajv').ErrorObject} e */
function line(e) {
  const where = e.instancePath || '/';
  const p = /** @type {Record<string, unknown>} */ (e.params);
  let detail = '';
  if (e.keyword === 'enum') detail = `: ${JSON.stringify(p.allowedValues)}`;
  else if (e.keyword === 'const') detail = `: ${JSON.stringify(p.allowedValue)}`;
  else if (e.keyword === 'additionalProperties') detail = `: ${JSON.stringify(p.additionalProperty)}`;
  return `${where} ${e.message}${detail}`;
}
