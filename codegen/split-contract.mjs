#!/usr/bin/env node
// One-off: turns the single-file contract into the per-domain layout of openapi/README.md.
// `node codegen/split-contract.mjs <single-file contract> <output folder>`
//   <out>/openapi.yaml                      root: info, servers, tags, x-envelope, x-push, security, $ref lines
//   <out>/paths/<tag>/<name>.yaml           one path item per file (tag: its operation's first tag)
//   <out>/components/schemas/<Name>.yaml    one schema per file
//   <out>/components/examples/<Name>.yaml   one shared example per file
// Every `#/components/...` reference becomes a relative file reference; the files are Prettier-formatted.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import YAML from 'yaml';

const [source, out] = process.argv.slice(2);
if (!source || !out) {
  console.error('usage: node codegen/split-contract.mjs <single-file contract> <output folder>');
  process.exit(2);
}
const contract = YAML.parse(fs.readFileSync(source, 'utf8'));
const prettierOptions = { ...(await prettier.resolveConfig(path.resolve('openapi', 'openapi.yaml'))), parser: 'yaml' };
const HEADER =
  '# The API contract, root file: paths/<tag>/ holds one file per path, components/ the schemas and shared examples\n' +
  '# (openapi/README.md). After editing any file of it: `npm run codegen`.\n';

/** `/api/member/login` under tag member → `login`; `/api/board/{boardType}/list` → `{boardType}-list`; `/api/cash/list/` → `list`. */
function fileName(apiPath, tag) {
  let rest = apiPath.replace(/^\/api\//, '').replace(/\/+$/, '');
  if (rest.startsWith(`${tag}/`)) rest = rest.slice(tag.length + 1);
  return `${rest.split('/').join('-')}.yaml`;
}

/** Rewrites every internal `$ref` of `node` to a file path relative to the folder `from` (relative to out). */
function relink(node, from) {
  if (Array.isArray(node)) return node.map((n) => relink(n, from));
  if (node === null || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const m = /^#\/components\/(schemas|examples)\/([^/]+)$/.exec(value);
      if (!m) throw new Error(`unexpected $ref ${value}`);
      const target = path.posix.join('components', m[1], `${m[2]}.yaml`);
      const rel = path.posix.relative(from, target);
      copy[key] = rel.startsWith('.') ? rel : `./${rel}`;
    } else copy[key] = relink(value, from);
  }
  return copy;
}

const written = [];
async function write(rel, value, header = '') {
  const doc = new YAML.Document(value);
  // In the root, each `$ref` entry is one line: `/api/member/login: { $ref: ./paths/member/login.yaml }`.
  YAML.visit(doc, {
    Map(_, node) {
      if (node.items.length === 1 && YAML.isScalar(node.items[0].key) && node.items[0].key.value === '$ref' && rel === 'openapi.yaml')
        node.flow = true;
    },
  });
  const text = await prettier.format(header + doc.toString({ lineWidth: 0, singleQuote: true }), prettierOptions);
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.push(rel);
}

const root = {};
for (const [key, value] of Object.entries(contract)) {
  if (key !== 'paths' && key !== 'components') root[key] = value;
  else root[key] = {};
}

const taken = new Set();
for (const [apiPath, item] of Object.entries(contract.paths)) {
  const tags = new Set(Object.values(item).map((op) => op.tags?.[0]));
  if (tags.size !== 1 || tags.has(undefined)) throw new Error(`${apiPath}: its operations must share one first tag`);
  const [tag] = tags;
  const rel = path.posix.join('paths', tag, fileName(apiPath, tag));
  if (taken.has(rel)) throw new Error(`${apiPath}: ${rel} is taken`);
  taken.add(rel);
  await write(rel, relink(item, path.posix.dirname(rel)));
  root.paths[apiPath] = { $ref: `./${rel}` };
}

for (const [kind, entries] of Object.entries(contract.components)) {
  if (kind === 'schemas' || kind === 'examples') {
    root.components[kind] = {};
    for (const [name, value] of Object.entries(entries)) {
      const rel = path.posix.join('components', kind, `${name}.yaml`);
      await write(rel, relink(value, path.posix.dirname(rel)));
      root.components[kind][name] = { $ref: `./${rel}` };
    }
  } else root.components[kind] = entries;
}

await write('openapi.yaml', root, HEADER);
console.log(`split-contract: ${written.length} files under ${out}`);
