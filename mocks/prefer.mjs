// Which response the caller asked for: `Prefer: code=200, example=LX02[, dynamic=true]` (RFC 7240
// syntax, as Prism's own HTTP server reads it) or the query `?__example=LX02&__code=200&__dynamic=true`.
// The in-process Prism instance does not read either; the result becomes its `mock` config.
// The header wins over the query, key by key. Production code must never send either.

/**
 * @typedef {object} Preference
 * @property {number} [code]
 * @property {string} [example]
 * @property {boolean} [dynamic]
 */

export class PreferError extends Error {}

/**
 * Split an RFC 7240 `Prefer` value into lower-cased name → value (quotes removed). Both `,` and `;`
 * separate preferences here, so `code=200; example=LX02` reads the same as with a comma.
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
export function splitPrefer(header) {
  /** @type {Record<string, string>} */
  const out = {};
  if (!header) return out;
  const re = /\s*([^\s=,;]+)\s*(?:=\s*("(?:[^"\\]|\\.)*"|[^,;]*))?\s*[,;]?/g;
  for (const m of header.matchAll(re)) {
    if (!m[1]) continue;
    let v = (m[2] ?? '').trim();
    if (v.startsWith('"')) v = v.slice(1, -1).replace(/\\(.)/g, '$1');
    out[m[1].toLowerCase()] = v;
  }
  return out;
}

/**
 * @param {{ code?: string, example?: string, dynamic?: string }} raw
 * @param {string} where  for error messages
 * @returns {Preference}
 */
function decode(raw, where) {
  /** @type {Preference} */
  const p = {};
  if (raw.code !== undefined && raw.code !== '') {
    if (!/^\d{3}$/.test(raw.code)) throw new PreferError(`${where}: code must be a 3-digit HTTP status, got "${raw.code}"`);
    p.code = Number(raw.code);
  }
  if (raw.example !== undefined && raw.example !== '') p.example = raw.example;
  if (raw.dynamic !== undefined && raw.dynamic !== '') {
    if (raw.dynamic !== 'true' && raw.dynamic !== 'false') {
      throw new PreferError(`${where}: dynamic must be true or false, got "${raw.dynamic}"`);
    }
    p.dynamic = raw.dynamic === 'true';
  }
  return p;
}

/**
 * @param {string | undefined} preferHeader
 * @param {URLSearchParams} query
 * @returns {Preference}
 */
export function parsePreference(preferHeader, query) {
  const fromHeader = decode(splitPrefer(preferHeader), 'Prefer header');
  const fromQuery = decode(
    {
      code: query.get('__code') ?? undefined,
      example: query.get('__example') ?? undefined,
      dynamic: query.get('__dynamic') ?? undefined,
    },
    'query',
  );
  return { ...fromQuery, ...fromHeader };
}
