import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Every folder of client/features: each may import only itself among the features. */
const features = readdirSync('client/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * Which way imports may point (see docs/ARCHITECTURE.md, "Boundaries"). A wrong arrow fails `npm run lint`:
 * common/ imports neither side; the client never imports the server; features import neither client/app
 * nor each other; client/components and client/lib (shared by every feature) import no feature and no app;
 * server/shared-reads is imported through its entry only.
 */
const zones = [
  { target: './common', from: ['./client', './server'], message: 'common/ is shared by both sides: it imports neither.' },
  { target: './client', from: './server', message: 'The client never imports server code; share it through common/.' },
  {
    target: './client/features',
    from: './client/app',
    message: 'Features do not import client/app: move the piece to client/components or client/lib.',
  },
  {
    target: ['./client/components', './client/lib'],
    from: ['./client/features', './client/app'],
    message: 'Shared client code imports no feature and no app code.',
  },
  {
    // Shared reads (server/shared-reads) are one module behind one entry: the rest of the code imports its index only.
    target: ['./client', './common', './e2e', './bench', './scripts', './server/!(shared-reads)/**', './server/*.ts'],
    from: './server/shared-reads',
    except: ['./index.ts'],
    message: 'Import shared reads through their entry, #server/shared-reads: the files behind it are its own.',
  },
  ...features.map((name) => ({
    target: `./client/features/${name}`,
    from: './client/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to client/components, client/lib or common/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'server/db/migrations/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message:
                'Import across folders through #client/, #server/ or #common/ (node scripts/codemods/alias-imports.mjs rewrites these).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Query keys come from the factories in client/lib/query-keys.ts, so every invalidation reaches the
      // queries it means to: a hand-written array key drifts from its factory unnoticed.
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'No skipped tests.' },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Use a key factory from #client/lib/query-keys, not an array literal.',
        },
      ],
    },
  },
);
