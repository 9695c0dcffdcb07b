// What the contract generates: src/api/generated/*'s files as text (generate.mjs writes or checks
// them; the drift test calls it in-process for its changed copies of the contract).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { bundleContract } from './bundle.mjs';
import { integrationDoc } from './integration-doc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HEADER =
  '// GENERATED FILE: do not edit by hand.\n' +
  '// Source: openapi/openapi.yaml. Regenerate with `npm run codegen`; CI fails when this file drifts.\n\n';

async function schemaTypes(contract) {
  const ast = await openapiTS(JSON.stringify(contract), {
    alphabetize: false,
    immutable: false,
    defaultNonNullable: false,
  });
  return HEADER + astToString(ast);
}

function errorCodes(contract) {
  const entries = contract.components.schemas.ErrorCode.oneOf;
  const codes = entries.map((e) => e.const);
  const lines = entries.map((e) => `  ${JSON.stringify(e.const)}: ${JSON.stringify(e.description)},`);
  return (
    HEADER +
    '/** Every error code of the catalogue (docs/rules.md#errors), in contract order. */\n' +
    `export const ERROR_CODES = ${JSON.stringify(codes)} as const;\n\n` +
    'export type ErrorCode = (typeof ERROR_CODES)[number];\n\n' +
    '/** What each code means, as the contract says (for logs and QA; members see locales/api). */\n' +
    `export const ERROR_MEANINGS: Record<ErrorCode, string> = {\n${lines.join('\n')}\n};\n\n` +
    'export function isErrorCode(code: string): code is ErrorCode {\n' +
    '  return (ERROR_CODES as readonly string[]).includes(code);\n' +
    '}\n'
  );
}

function operations(contract) {
  // Who may call what, whether the spec names it, and whether it takes an Idempotency-Key (the client
  // sends one on exactly those): the session layer, the route walker and the write path use it.
  const parameter = (ref) => {
    const name = typeof ref?.$ref === 'string' ? ref.$ref.replace('#/components/parameters/', '') : null;
    return name ? contract.components?.parameters?.[name] : ref;
  };
  const idempotent = (op) =>
    (op.parameters ?? []).map(parameter).some((p) => p?.in === 'header' && String(p.name).toLowerCase() === 'idempotency-key');
  const rows = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      rows.push(
        `  ${JSON.stringify(op.operationId)}: { method: ${JSON.stringify(method.toUpperCase())}, path: ${JSON.stringify(p)}, access: ${JSON.stringify(op['x-access'])}, source: ${JSON.stringify(op['x-source'])}, idempotent: ${idempotent(op)} },`,
      );
    }
  }
  return (
    HEADER +
    "export type Access = 'guest' | 'member' | 'partner';\n\n" +
    '/**\n' +
    ' * Every operation of the contract: method, path, who may call it, whether the spec names it, and\n' +
    ' * whether it takes the Idempotency-Key header (an operation that moves money or places a bet).\n' +
    ' */\n' +
    `export const OPERATIONS = {\n${rows.join('\n')}\n} as const satisfies Record<string, { method: string; path: string; access: Access; source: 'spec' | 'inferred'; idempotent: boolean }>;\n\n` +
    'export type OperationId = keyof typeof OPERATIONS;\n'
  );
}

function enums(contract) {
  // Lists the code walks over (the sports a filter or a console offers, the vendors with a lobby),
  // written once in the contract and read from here, never spelled out again.
  const schemas = contract.components?.schemas ?? {};
  const sports = schemas.Sport?.enum ?? [];
  const byLobby = {};
  const unlisted = [];
  for (const entry of schemas.GameVendor?.oneOf ?? []) {
    (byLobby[entry['x-lobby']] ??= {})[entry.title] = entry.const;
    if (entry['x-menu'] === false) unlisted.push(entry.title);
  }
  const lobbies = Object.entries(byLobby).map(
    ([lobby, routes]) =>
      `  ${lobby}: {\n${Object.entries(routes)
        .map(([route, code]) => `    ${route}: ${JSON.stringify(code)},`)
        .join('\n')}\n  },`,
  );
  return (
    HEADER +
    '/** Every sport of the contract (schema Sport), in contract order. */\n' +
    `export const SPORTS = ${JSON.stringify(sports)} as const;\n\n` +
    '/**\n' +
    ' * The game vendors with a lobby (schema GameVendor), by the route the lobby is under: its route\n' +
    ' * segment → the vendor code (/livecasino/evolution shows vendor code "1").\n' +
    ' */\n' +
    `export const VENDOR_LOBBIES = {\n${lobbies.join('\n')}\n} as const;\n\n` +
    '/** The lobbies the side menu does not list (x-menu: false): vendors the server does not name. */\n' +
    `export const UNLISTED_VENDOR_ROUTES = ${JSON.stringify(unlisted)} as const;\n`
  );
}

function invalidates(contract) {
  // What each state-changing operation makes stale (its x-invalidates): useContractMutation refreshes
  // these paths' cached answers after a success. An operation with x-read-only has no entry.
  const rows = [];
  for (const [p, item] of Object.entries(contract.paths)) {
    for (const op of Object.values(item)) {
      const list = op['x-invalidates'];
      if (list === undefined) continue;
      for (const entry of list) {
        if (!(entry in contract.paths))
          throw new Error(`codegen: ${op.operationId} x-invalidates ${entry}, which is not a path of the contract`);
      }
      rows.push(`  ${JSON.stringify(p)}: [${list.map((e) => JSON.stringify(e)).join(', ')}],`);
    }
  }
  return (
    HEADER +
    "import type { paths } from './schema';\n\n" +
    '/**\n' +
    " * Every state-changing operation's path and the paths whose cached answers it makes stale (the\n" +
    " * contract's x-invalidates, openapi/README.md). A path that is not a key is read-only.\n" +
    ' */\n' +
    `export const INVALIDATES = {\n${rows.join('\n')}\n} as const satisfies { [P in keyof paths]?: readonly (keyof paths)[] };\n\n` +
    '/** A path whose operation changes state. */\n' +
    'export type ChangingPath = keyof typeof INVALIDATES;\n'
  );
}

/** Every generated file's name and text for the contract whose root file is `contractPath`. */
export async function generatedFiles(contractPath) {
  return codeFiles(bundleContract(contractPath));
}

/**
 * What codegen writes, from one bundle of the contract: `code`, src/api/generated/'s files, and
 * `docs`, docs/'s generated pages (integration.md, for the operator's engineer).
 */
export async function generatedOutputs(contractPath) {
  const contract = bundleContract(contractPath);
  return { code: await codeFiles(contract), docs: await generatedDocs(contract) };
}

/** docs/'s generated pages for a bundled contract, by name. */
export async function generatedDocs(contract) {
  return { 'integration.md': await formatted(integrationDoc(contract), 'docs/integration.md') };
}

/** A generated page as Prettier (the repository's settings) writes it, so `npm run format:check` agrees. */
async function formatted(text, file) {
  const options = (await prettier.resolveConfig(path.join(ROOT, file))) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** src/api/generated/'s files for a bundled contract. */
async function codeFiles(contract) {
  return {
    'schema.ts': await schemaTypes(contract),
    'error-codes.ts': errorCodes(contract),
    'operations.ts': operations(contract),
    'enums.ts': enums(contract),
    'invalidates.ts': invalidates(contract),
  };
}

/** The generated files under `outDir` that are missing or differ from `files`, by name. */
export function driftOf(files, outDir) {
  return Object.entries(files)
    .filter(([name, text]) => {
      const file = path.join(outDir, name);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    })
    .map(([name]) => name);
}
