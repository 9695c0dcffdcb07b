// The contract's files keep the layout of openapi/README.md: every file is reachable from the root,
// each path item sits under paths/<its first tag>/ with the name the path gives it, references between
// files are relative and resolve, and no file outgrows ~1,000 lines.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { contract, operations, root } from '../support/contract';

const dir = path.join(root, 'openapi');
const files = (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const rootFile = YAML.parse(read('openapi.yaml')) as {
  paths: Record<string, { $ref?: string }>;
  components: Record<string, Record<string, { $ref?: string }>>;
};
const target = (ref: string | undefined) => (ref ?? '').replace(/^\.\//, '');

/** `/api/member/login` under member → `login.yaml`; `/api/board/{boardType}/list` → `{boardType}-list.yaml`; `/api/cash/list/` → `list.yaml`. */
function pathFile(apiPath: string, tag: string): string {
  let rest = apiPath.replace(/^\/api\//, '').replace(/\/+$/, '');
  if (rest.startsWith(`${tag}/`)) rest = rest.slice(tag.length + 1);
  return `paths/${tag}/${rest.split('/').join('-')}.yaml`;
}

/** Every `$ref` string in a parsed YAML value. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
}

// Reading and parsing every contract file (over 150) takes seconds on a busy two-core machine.
describe('the contract files', { timeout: 30_000 }, () => {
  it('are all reachable from the root: a path file or a component file has its line there', () => {
    const listed = new Set([
      'openapi.yaml',
      ...Object.values(rootFile.paths).map((p) => target(p.$ref)),
      ...['schemas', 'examples', 'parameters', 'responses'].flatMap((kind) =>
        Object.values(rootFile.components[kind] ?? {}).map((c) => target(c.$ref)),
      ),
    ]);
    expect(files.filter((f) => !listed.has(f))).toEqual([]);
    expect([...listed].filter((f) => !files.includes(f))).toEqual([]);
  });

  it('put each path item under paths/<first tag>/, named after its path', () => {
    for (const [apiPath, entry] of Object.entries(rootFile.paths)) {
      const tag = operations.find((o) => o.path === apiPath)?.op.tags?.[0];
      expect(tag, apiPath).toBeDefined();
      expect(target(entry.$ref), apiPath).toBe(pathFile(apiPath, tag!));
    }
    expect(Object.keys(rootFile.paths)).toEqual(Object.keys(contract.paths));
  });

  it('name each component file after its component', () => {
    for (const [kind, entries] of Object.entries(rootFile.components)) {
      for (const [name, entry] of Object.entries(entries)) {
        if (entry.$ref) expect(target(entry.$ref), `${kind}.${name}`).toBe(`components/${kind}/${name}.yaml`);
      }
    }
  });

  it('refer to each other by relative file paths that exist', () => {
    const broken: string[] = [];
    for (const file of files.filter((f) => f !== 'openapi.yaml')) {
      for (const ref of refs(YAML.parse(read(file)))) {
        const [where] = ref.split('#');
        if (!where || !fs.existsSync(path.join(dir, path.dirname(file), where))) broken.push(`${file}: ${ref}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('stay under ~1,000 lines each', () => {
    const long = files.map((f) => [f, read(f).split('\n').length] as const).filter(([, lines]) => lines > 1000);
    expect(long).toEqual([]);
  });
});
