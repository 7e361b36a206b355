// One lint setup for the whole tree. The import boundaries keep the web app's layers honest:
// features never import each other, and shared code never imports a feature (bulletproof-react).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

// Every folder under features/ is a zone of its own, found on disk so a new feature is covered at once.
const featureZones = readdirSync(fileURLToPath(import.meta.resolve('./apps/web/src/features')), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'packages/db/drizzle/**',
      '**/data/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    // Imports name their files with the extension (`./orders-read.ts`) and packages by their exports map.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A cycle makes module order matter and hides which layer owns what.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Files stay small (house style), tests too: split by concern past this.
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    // Read in one sitting (issue 29): a source file holds one concern in at most 250 lines, a function at most
    // 80 (blank and comment lines count, as ESLint counts them). Tests keep the 300-line file limit above and
    // may have longer functions: a test's steps read top to bottom.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines': ['error', { max: 250 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // Plain Node scripts (start, test, dev) run before install, so they use Node's globals directly.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones.map((name) => ({
              target: `./apps/web/src/features/${name}`,
              from: './apps/web/src/features',
              except: [`./${name}`],
              message: 'Features do not import each other; move shared code to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: './apps/web/src/features',
              message: 'Shared code does not import features.',
            },
          ],
        },
      ],
    },
  },
);
