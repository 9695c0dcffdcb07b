#!/usr/bin/env node
// Contract → src/api/generated/*. Run `npm run codegen` after editing any file under openapi/.
// The contract is split over files; it is read as one document bundled by Redocly (codegen/bundle.mjs).
// `--check` writes nothing and fails (exit 1) when the committed files differ from what the
// contract generates: CI runs it, so a contract change without a regeneration fails the build.
// What is generated is codegen/files.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT } from './bundle.mjs';
import { driftOf, generatedFiles } from './files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'src', 'api', 'generated');
const check = process.argv.includes('--check');

const files = await generatedFiles(CONTRACT);
const drifted = driftOf(files, outDir);
if (check) {
  for (const name of drifted) {
    const missing = !fs.existsSync(path.join(outDir, name));
    console.error(`codegen: src/api/generated/${name} ${missing ? 'is missing' : 'differs from the contract'}`);
  }
  if (drifted.length) {
    console.error('codegen: generated code drifted from the contract under openapi/; run `npm run codegen` and commit.');
    process.exit(1);
  }
  console.log('codegen: generated code matches the contract');
} else {
  fs.mkdirSync(outDir, { recursive: true });
  for (const name of drifted) {
    fs.writeFileSync(path.join(outDir, name), files[name]);
    console.log(`codegen: wrote src/api/generated/${name}`);
  }
  if (!drifted.length) console.log('codegen: done');
}
