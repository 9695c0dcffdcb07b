import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/api/generated/error-codes';
import { coverage, root } from '../support/contract';

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else flatten(v, key, out);
  }
  return out;
}
function load(lang: string): Map<string, string> {
  const dir = path.join(root, 'locales', lang);
  const out = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    flatten(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Tree, file.replace(/\.json$/, ''), out);
  }
  return out;
}
const langs = Object.fromEntries(coverage.languages.map((l) => [l, load(l)]));

describe('locales', () => {
  it('generated error codes hold the catalogue of the spec, and the inferred ones', () => {
    expect(coverage.error_codes.filter((c) => !(ERROR_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  for (const lang of coverage.languages) {
    it(`${lang}: a message for every error code and RESPONSE_FAILED, each its own`, () => {
      const messages = langs[lang]!;
      const keys = [...new Set([...ERROR_CODES, ...coverage.client_error_keys])].map((c) => `api.${c}`);
      const missing = keys.filter((k) => !messages.get(k)?.trim());
      expect(missing).toEqual([]);
      const texts = keys.map((k) => messages.get(k));
      expect(new Set(texts).size).toBe(texts.length);
    });
  }

  it('all languages hold the same keys', () => {
    const all = new Set(Object.values(langs).flatMap((m) => [...m.keys()]));
    for (const [lang, keys] of Object.entries(langs)) {
      expect(
        [...all].filter((k) => !keys.has(k)),
        lang,
      ).toEqual([]);
    }
  });

  it('keeps the facts of the catalogue in the messages (retry times)', () => {
    const facts: Array<[string, RegExp, RegExp, RegExp]> = [
      ['B9999', /30/, /30/, /30/],
      ['c104', /1/, /1/, /1/],
      ['ABZ01', /2/, /2/, /2/],
      ['NT99', /5/, /5/, /5/],
      ['TE99', /5/, /5/, /5/],
    ];
    for (const [code, ko, en, vi] of facts) {
      expect(langs['ko']!.get(`api.${code}`)).toMatch(ko);
      expect(langs['en']!.get(`api.${code}`)).toMatch(en);
      expect(langs['vi']!.get(`api.${code}`)).toMatch(vi);
    }
  });
});
