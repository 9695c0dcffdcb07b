// Every message key the forms use exists, non-empty, in ko, en and vi (the contract test checks that
// the three languages hold the same keys; this checks the forms ask only for keys that exist).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleForms } from './gallery/samples';
import type { FieldMeta, FormSpec, FormValues, MessageKey } from './meta/types';
import { PARTNER_TYPES } from './rules/choices';

type Tree = { [key: string]: string | Tree };
const root = path.resolve(import.meta.dirname, '..');

function load(language: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') out.set(`${prefix}.${key}`, value);
      else walk(value, `${prefix}.${key}`);
    }
  };
  for (const ns of ['forms', 'api', 'common'])
    walk(JSON.parse(fs.readFileSync(path.join(root, 'locales', language, `${ns}.json`), 'utf8')) as Tree, ns);
  return out;
}

/** Every `forms.…` / `api.…` string literal in the forms' source (not tests). */
function keysInSource(): Set<string> {
  const keys = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/['"`]((?:forms|api)\.[A-Za-z0-9_.]+)['"`]/g)) keys.add(match[1] ?? '');
      }
    }
  };
  visit(path.join(root, 'forms'));
  return keys;
}

/** Every key a spec uses: titles, labels, help, placeholders, options. */
function keysOfSpec(spec: FormSpec<FormValues, unknown>): string[] {
  const ofField = (f: FieldMeta) => [f.label, f.help, f.placeholder, f.suffix, ...(f.options ?? []).map((o) => o.label)];
  return [spec.title, spec.submit, ...spec.fields.flatMap(ofField)].filter((k): k is MessageKey => k !== undefined);
}

const LANGUAGES = ['ko', 'en', 'vi'] as const;

describe('form messages in every language', () => {
  const source = [...keysInSource()];
  const specs = sampleForms({ captcha: { code: '1234', onRefresh: () => undefined } }).flatMap(({ spec }) => keysOfSpec(spec));
  const dynamic = [
    ...PARTNER_TYPES.map((t) => `forms.partnerType.${t}`),
    'forms.moneyTransfer.type.options.give',
    'forms.moneyTransfer.type.options.takeback',
  ];
  const all = [...new Set([...source, ...specs, ...dynamic])];
  // A prefix handed to optionsOf (`forms.partnerType`) is no message; its options are in the list.
  const used = all.filter((key) => !all.some((other) => other.startsWith(`${key}.`)));

  it('finds the keys it checks', () => expect(used.length).toBeGreaterThan(150));

  for (const language of LANGUAGES) {
    it(`${language}: every key the forms use has a message`, () => {
      const messages = load(language);
      expect(used.filter((key) => !messages.get(key)?.trim())).toEqual([]);
    });
  }

  it('Korean reads as Korean: every forms message has Hangul or is a brand, unit or example', () => {
    const messages = load('ko');
    const allowed = /^(SKT|KT|LG U\+|%|P|USDT|010-1234-5678|\{\{man\}\}만원)$/;
    const latinOnly = [...messages].filter(([key, text]) => key.startsWith('forms.') && !/[가-힣]/.test(text) && !allowed.test(text));
    expect(latinOnly).toEqual([]);
  });
});
