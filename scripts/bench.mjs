#!/usr/bin/env node
// `npm run bench`: figures, not asserts.
//   1. envelope: seal (encrypt) + open (decrypt) per call for 1 KB and 10 KB bodies, with the
//      app's own src/api/envelope.ts (loaded through Vite, as the browser gets it)
//   2. the built app (vite build --mode mock): gzip size of every JS chunk, initial and lazy
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, createServer } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KEYS = { key: 'mock-only-aes-key-32-characters!', iv: 'mock-only-iv-16!', prefixLength: 8 };

function bodyOf(bytes) {
  const rows = [];
  let json = '';
  for (let i = 0; json.length < bytes; i++) {
    rows.push({ betIdx: 90000 + i, company: 'Evolution', form: '바카라', cash: 100000, winCash: 195000, type: 'win', regDate: '2026-11-21 21:14:03' });
    json = JSON.stringify({ code: '0', data: { list: rows } });
  }
  return json.slice(0, bytes);
}

function time(fn, iterations) {
  for (let i = 0; i < Math.min(200, iterations); i++) fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e3 / iterations; // µs per call
}

async function envelopeFigures() {
  const vite = await createServer({ root, logLevel: 'error', server: { middlewareMode: true }, appType: 'custom' });
  try {
    const { seal, open } = await vite.ssrLoadModule('/src/api/envelope.ts');
    console.log('\nEnvelope (AES-256-CBC + prefix, crypto-js), per call on this machine:');
    console.log('  body     encrypt      decrypt      round trip');
    for (const [label, bytes, n] of [['1 KB', 1024, 3000], ['10 KB', 10240, 600]]) {
      const body = bodyOf(bytes);
      const sealed = seal(body, KEYS);
      if (open(sealed, KEYS) !== body) throw new Error('round trip mismatch');
      const enc = time(() => seal(body, KEYS), n);
      const dec = time(() => open(sealed, KEYS), n);
      const both = time(() => open(seal(body, KEYS), KEYS), n);
      console.log(`  ${label.padEnd(8)} ${enc.toFixed(1).padStart(7)} µs   ${dec.toFixed(1).padStart(7)} µs   ${both.toFixed(1).padStart(7)} µs`);
    }
  } finally {
    await vite.close();
  }
}

async function bundleFigures() {
  const outDir = path.join(root, '.tmp', 'bench-dist');
  process.env.NODE_ENV = 'production'; // an in-process build inherits NODE_ENV from its host
  await build({ root, mode: 'mock', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  // chunks the entry imports statically are initial too
  const assets = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  const queue = [...initial];
  while (queue.length) {
    const file = queue.pop();
    const code = fs.readFileSync(path.join(outDir, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = `assets/${m[1]}`;
      if (!initial.has(dep)) {
        initial.add(dep);
        queue.push(dep);
      }
    }
  }
  const rows = assets.map((f) => {
    const buf = fs.readFileSync(path.join(outDir, 'assets', f));
    return { file: f, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, initial: initial.has(`assets/${f}`) };
  });
  rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nBuilt JS chunks (vite build --mode mock), gzip -9:');
  console.log('  kind     gzip        raw         chunk');
  for (const r of rows) console.log(`  ${(r.initial ? 'initial' : 'lazy').padEnd(8)} ${kb(r.gzip).padStart(9)}   ${kb(r.raw).padStart(9)}   ${r.file}`);
  const sum = (list) => list.reduce((s, r) => s + r.gzip, 0);
  console.log(`  initial total ${kb(sum(rows.filter((r) => r.initial)))} gzip; lazy total ${kb(sum(rows.filter((r) => !r.initial)))} gzip; ${rows.length} chunks`);
}

await bundleFigures();
await envelopeFigures();
