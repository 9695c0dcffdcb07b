// ESLint flat config. The import boundaries of the layers (README: What is where) are rules here, not intentions:
// features never import each other; lower layers never import upper ones; src never imports
// mocks or tests; nothing in src but src/api calls fetch.
import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// every folder under src/features is a feature: a new one cannot slip past the cross-feature rule
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The layers of src/, bottom to top (README, "What is where"). A folder imports only folders of a
// lower rank; folders of one rank do not import each other. Every folder of src/ has a rank: a new
// one fails here until it is placed.
const LAYERS = [['config', 'lib'], ['api'], ['i18n'], ['components', 'session'], ['push'], ['kit'], ['domain'], ['features'], ['app']];
const unranked = fs
  .readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unranked.length > 0) throw new Error(`eslint.config.js: give src/${unranked.join(', src/')} a rank in LAYERS`);

// No barrels: code imports the file that holds a thing (one way to import it, no import cycles
// through an index, no chunk pulled whole for one name).
const barrels = fs
  .readdirSync(new URL('./src', import.meta.url), { recursive: true })
  .filter((file) => /(^|\/)index\.tsx?$/.test(String(file)) && !String(file).startsWith('api/generated'));
if (barrels.length > 0) throw new Error(`eslint.config.js: no barrel files (import the file itself): src/${barrels.join(', src/')}`);

// forms/ pure at the bottom: the rules, schemas and form meta are data and Zod, no React (production
// code only: a rule's test may also drive the field that reads the rule)
const FORMS_PURE = {
  target: ['./forms/rules', './forms/schemas', './forms/meta'],
  from: ['./forms/renderer', './forms/fields', './forms/gallery'],
  message: 'forms/rules, forms/schemas and forms/meta are pure (no React): the renderer imports them, never the reverse.',
};

// The layers of the sandbox (mocks/README.md, "The sandbox"), bottom to top: the schema (db/), the
// core it is built on (the request context, the ledger, the clock, pushes, settings), the rules
// (domain/), then what serves them: the handlers of the contract, the seed, the operator console,
// the ticker list, and the request runner and server over all. A layer imports only layers below it;
// the console's page (it runs in the browser) reads only the console's route declarations.
const SB = './mocks/sandbox';
const SANDBOX_CORE = [
  'clock',
  'context',
  'ledger',
  'money-push',
  'push',
  'settings',
  'idempotent',
  'html',
  'client-ip',
  'contract',
  'data-lock',
  'db-errors',
  'passwords',
  'request-codes',
  'ticker',
].map((file) => `${SB}/${file}.ts`);
const SANDBOX_TOP = ['api.ts', 'server.ts', 'main.ts', 'tickers.ts', 'bench'].map((part) => `${SB}/${part}`);
const sandboxZone = (target, above, what) => ({
  target,
  from: above,
  message: `${what} imports only the sandbox layers below it (eslint.config.js, SANDBOX zones; mocks/README.md, "The sandbox").`,
});
const SANDBOX_ZONES = [
  { target: `${SB}/db`, from: SB, except: ['./db'], message: 'The schema (mocks/sandbox/db) imports nothing else of the sandbox.' },
  sandboxZone(SANDBOX_CORE, [`${SB}/domain`, `${SB}/handlers`, `${SB}/console`, `${SB}/seed`, ...SANDBOX_TOP], 'The sandbox core'),
  sandboxZone(`${SB}/domain`, [`${SB}/handlers`, `${SB}/console`, `${SB}/seed`, ...SANDBOX_TOP], 'mocks/sandbox/domain'),
  sandboxZone(`${SB}/handlers`, [`${SB}/console`, `${SB}/seed`, ...SANDBOX_TOP], 'mocks/sandbox/handlers'),
  sandboxZone(`${SB}/seed`, [`${SB}/handlers`, `${SB}/console`, ...SANDBOX_TOP], 'mocks/sandbox/seed'),
  sandboxZone(`${SB}/console`, [`${SB}/seed`, ...SANDBOX_TOP], 'mocks/sandbox/console'),
  sandboxZone(
    `${SB}/tickers.ts`,
    [`${SB}/handlers`, `${SB}/console`, `${SB}/seed`, `${SB}/api.ts`, `${SB}/server.ts`, `${SB}/main.ts`, `${SB}/bench`],
    'mocks/sandbox/tickers.ts',
  ),
  sandboxZone(
    `${SB}/api.ts`,
    [`${SB}/console`, `${SB}/seed`, `${SB}/server.ts`, `${SB}/main.ts`, `${SB}/tickers.ts`, `${SB}/bench`],
    'mocks/sandbox/api.ts',
  ),
  {
    target: `${SB}/console/page`,
    from: SB,
    except: ['./console/page', './console/decl', './console/declare.ts'],
    message:
      "The console's page runs in the browser: it reads the route declarations (console/decl, console/declare.ts), nothing of the server.",
  },
];

const zones = [
  // a feature never imports another feature
  ...FEATURES.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move the shared piece to src/domain (or src/kit, src/lib, src/config).',
  })),
  // imports go down the layers only
  ...LAYERS.flatMap((rank, r) =>
    rank.map((folder) => ({
      target: `./src/${folder}`,
      from: LAYERS.slice(r)
        .flat()
        .filter((other) => other !== folder)
        .map((other) => `./src/${other}`),
      message: `src/${folder} imports only the layers below it (README, "What is where"): the lower layer publishes, the higher one listens.`,
    })),
  ),
  // the generated contract is the bottom of everything: it imports nothing of the project
  { target: './src/api/generated', from: ['./src', './forms'], except: ['./api/generated'], message: 'Generated code imports nothing.' },
  // forms are the bottom layer but for the contract's generated types: src imports forms, never the reverse
  {
    target: './forms',
    from: './src',
    except: ['./api/generated'],
    message:
      'forms/ depends on nothing in src/ but the generated contract types (src/api/generated): rules, formats and limits live in forms/.',
  },
  // the renderer (forms/renderer, its fields and gallery) is built on the pure forms, never the reverse
  FORMS_PURE,
  // the bottom of src reads the forms' pure parts only (a type such as Layout lives in forms/meta/types.ts)
  {
    target: ['./src/config', './src/lib'],
    from: ['./forms/renderer', './forms/fields', './forms/gallery'],
    message: 'src/config and src/lib import no renderer: take the type or rule from forms/meta, forms/rules or forms/schemas.',
  },
  // production code never imports the mock or the tests
  { target: ['./src', './forms'], from: ['./mocks', './tests'], message: 'src never imports mocks or tests.' },
  ...SANDBOX_ZONES,
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/api/generated/**', '.tmp/**', '.sandbox/**', 'coverage/**', 'mocks/.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Hooks are called in the same order on every render, and an effect or memo names everything it
    // reads: a missing dependency is a stale value, not a style question.
    // (the React code: the e2e suites' use*Suite helpers are vitest fixtures, not hooks)
    files: ['src/**/*.{ts,tsx}', 'forms/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'forms/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only the one client (src/api) calls fetch.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Only the one client (src/api) calls fetch.' },
        { object: 'globalThis', property: 'fetch', message: 'Only the one client (src/api) calls fetch.' },
      ],
      // Query keys come from src/api/contract.ts ([contract path, body]): sign-out drops a member's
      // answers by path, so one hand-made key would show the next member the last one's data.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from contractQuery / contractKey / contractPathFilter (src/api/contract.ts), never by hand.',
        },
      ],
    },
  },
  {
    // The first render (chrome, main page, error and loading screens, everything they import) is
    // built without MUI, to keep the guest main page within its JS budget (`npm run bench`).
    // MUI is for what loads lazily through src/app/mui/with-mui.ts: dialogs, forms, member screens.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/app/mui/**',
      'src/app/theme.ts',
      'src/app/dev/**',
      'src/app/desktop/PartnerLayout.tsx',
      'src/app/mobile/MobileMenuDrawer.tsx',
      'src/app/modals/NewMessageDialog.tsx',
      'src/app/modals/SlotPickerDialog.tsx',
      'src/features/!(main|site)/**',
      'src/features/site/pages/**',
      // The kit and the shared domain parts: used only by member screens, which load through withMui.
      'src/kit/**',
      'src/domain/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/*', '@emotion/*'],
              message:
                'The first render is built without MUI (src/components/ui). MUI belongs in what loads through withMui (src/app/mui/with-mui.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['forms/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: zones.filter((zone) => zone !== FORMS_PURE) }] },
  },
  {
    // forms/ pure at the bottom: no React, no MUI in the rules, schemas and form meta (the zones above
    // keep the renderer out of them too), so a schema runs anywhere: the mock, a test, a worker.
    files: ['forms/rules/**/*.ts', 'forms/schemas/**/*.ts', 'forms/meta/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', '@mui/*', '@emotion/*'],
              message: 'forms/rules, forms/schemas and forms/meta are pure: no React or MUI (the renderer in forms/renderer reads them).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['mocks/**/*.mjs', 'scripts/**/*.mjs', 'codegen/**/*.mjs', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
