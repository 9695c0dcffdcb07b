#!/usr/bin/env node
// Contract → src/api/generated/* and docs/integration.md. Run `npm run codegen` after editing any file under openapi/.
// The contract is split over files; it is read as one document bundled by Redocly (codegen/bundle.mjs).
// `--check` writes nothing and fails (exit 1) when the committed files differ from what the
// contract generates: CI runs it, so a contract change without a regeneration fails the build.
// What is generated is codegen/files.mjs: the code under src/api/generated/ and docs/integration.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT } from './bundle.mjs';
import { driftOf, generatedOutputs } from './files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const outputs = await generatedOutputs(CONTRACT);
// src/api/generated/ (the code) and docs/ (docs/integration.md): both follow the contract
const targets = [
  { dir: path.join(root, 'src', 'api', 'generated'), files: outputs.code },
  { dir: path.join(root, 'docs'), files: outputs.docs },
];
let drifted = 0;
for (const { dir, files } of targets) {
  const names = driftOf(files, dir);
  drifted += names.length;
  const shown = (/** @type {string} */ name) => path.relative(root, path.join(dir, name));
  if (check) {
    for (const name of names)
      console.error(`codegen: ${shown(name)} ${fs.existsSync(path.join(dir, name)) ? 'differs from the contract' : 'is missing'}`);
  } else {
    fs.mkdirSync(dir, { recursive: true });
    for (const name of names) {
      fs.writeFileSync(path.join(dir, name), files[name]);
      console.log(`codegen: wrote ${shown(name)}`);
    }
  }
}
if (check && drifted) {
  console.error('codegen: generated code or docs drifted from the contract under openapi/; run `npm run codegen` and commit.');
  process.exit(1);
}
console.log(check ? 'codegen: generated code and docs match the contract' : drifted ? 'codegen: done' : 'codegen: nothing to write');
