// ESLint flat config. The import boundaries of DESIGN.md are rules here, not intentions:
// features never import each other; lower layers never import upper ones; src never imports
// mocks or tests; nothing in src but src/api calls fetch.
import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// every folder under src/features is a feature: a new one cannot slip past the cross-feature rule
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LOWER = ['./src/api', './src/lib', './src/config', './src/components', './src/i18n', './src/session', './src/push'];

const zones = [
  // a feature never imports another feature
  ...FEATURES.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature never imports another feature: move the shared piece to src/components, src/lib or src/config.',
  })),
  // features and lower layers never import the app; lower layers never import features
  { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
  ...LOWER.map((l) => ({ target: l, from: ['./src/features', './src/app'], message: 'Imports go down the DESIGN.md picture only.' })),
  {
    target: './src/api',
    from: ['./src/components', './src/session', './forms'],
    except: [],
    message: 'The API layer depends on nothing above it (the session token comes in as a function).',
  },
  // forms are the bottom layer but for the contract's generated types: src imports forms, never the reverse
  {
    target: './forms',
    from: './src',
    except: ['./api/generated'],
    message:
      'forms/ depends on nothing in src/ but the generated contract types (src/api/generated): rules, formats and limits live in forms/.',
  },
  // production code never imports the mock or the tests
  { target: ['./src', './forms'], from: ['./mocks', './tests'], message: 'src never imports mocks or tests.' },
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
      // The shared lists: used only by member screens, which load through withMui.
      'src/resources/**',
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
    files: ['mocks/**/*.mjs', 'scripts/**/*.mjs', 'codegen/**/*.mjs', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
