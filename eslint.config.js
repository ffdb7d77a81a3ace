import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import astro from 'eslint-plugin-astro'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.astro/**',
      'dist/**',
      '.data/**',
      'cms/.next/**',
      'cms/next-env.d.ts',
      'cms/app/(payload)/admin/importMap.js',
      'cms/migrations/**',
      'cms/payload-types.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // The browser code of home and the feed: zod (the contracts' schemas) must not come into its
    // bundles with a constant (it did once: +23 KB gzip on /discover). Types are fine.
    // The forms' resolver (browser-only/form-resolver.ts) configures zod on purpose: the pages with
    // a form take zod with their schemas.
    files: [
      'site/islands/home/**',
      'site/islands/feed/**',
      'site/lib/browser-only/**',
      'site/lib/universal/**',
    ],
    ignores: ['**/*.test.ts', 'site/lib/browser-only/form-resolver.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/contracts/*', 'zod'],
              allowTypeImports: true,
              message:
                'Browser code: import types only from the contracts (zod stays on the server).',
            },
          ],
        },
      ],
    },
  },
)
