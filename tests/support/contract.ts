// The contract as data, for contract tests: operations, their named examples (refs resolved),
// and an Ajv validator for any JSON pointer into the document. The document is the bundle of the
// files under openapi/ (codegen/bundle.mjs): its references are all `#/components/...`.
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { bundleContract } from '../../codegen/bundle.mjs';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const contract = bundleContract() as Contract;
export { coverage } from './coverage';

interface Example {
  summary?: string;
  value?: unknown;
  $ref?: string;
}
interface MediaType {
  schema: unknown;
  examples?: Record<string, Example>;
}
interface Operation {
  operationId: string;
  tags?: string[];
  'x-source'?: string;
  'x-access'?: string;
  'x-invalidates'?: unknown;
  'x-read-only'?: unknown;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { oneOf?: Array<{ const: string }> }>; examples: Record<string, Example> };
}

export interface Op {
  method: string;
  path: string;
  op: Operation;
  pointer: string;
}
const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export const operations: Op[] = Object.entries(contract.paths).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({ method, path: p, op, pointer: `#/paths/${esc(p)}/${method}` })),
);

export function resolveExample(example: Example): Example {
  if (!example.$ref) return example;
  const name = example.$ref.replace('#/components/examples/', '');
  const found = contract.components.examples[name];
  if (!found) throw new Error(`unresolved example ${example.$ref}`);
  return found;
}

export const answerExamples = (op: Op): Record<string, Example> =>
  Object.fromEntries(
    Object.entries(op.op.responses['200']?.content?.['application/json']?.examples ?? {}).map(([k, v]) => [k, resolveExample(v)]),
  );

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract as object, 'contract');

export function validatorAt(pointer: string) {
  const validate = ajv.getSchema(`contract${pointer}`);
  if (!validate) throw new Error(`no schema at ${pointer}`);
  return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
}
