import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import astro from 'eslint-plugin-astro'
import globals from 'globals'
import { readdirSync } from 'node:fs'

// The layers' walls (docs/architecture.md). In flat config a later block that sets the same rule
// replaces the earlier options, so the pattern lists are built up from general to specific and
// each file gets one combined set.
const RULE = '@typescript-eslint/no-restricted-imports'
/** A relative import that climbs out into one of these top-level folders. */
const climbInto = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`
const SHARED_WALL = [
  {
    regex: climbInto('cms', 'site', 'realtime', 'server'),
    message: 'shared/ imports nothing of ours outside shared/.',
  },
  { regex: '^(?!\\.|zod$|vitest$)', message: 'shared/ is pure: zod is its only package.' },
]
const CMS_WALL = [
  {
    regex: climbInto('site', 'realtime', 'server'),
    message: 'cms/ imports shared/ only: pass it in, or move the code into cms/.',
  },
]
const REALTIME_WALL = [
  { regex: climbInto('site', 'server'), message: 'realtime/ imports shared/ and cms/ types only.' },
  {
    regex: climbInto('cms'),
    allowTypeImports: true,
    message: 'realtime/ takes cms/ types only; server/app.ts wires the event bus to the sockets.',
  },
]
/** cms/'s own files (not modules): site/ imports none of them but the generated types. */
const CMS_ROOT_FILES = readdirSync(new URL('./cms/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name !== 'payload-types.ts')
  .map((entry) => entry.name.replace(/\.(ts|mjs|js)$/, '').replace(/[.]/g, '\\.'))
const SITE_WALL = [
  { regex: climbInto('server'), message: 'Nothing imports server/: it composes the app.' },
  {
    // A module's public surface is its index.ts: `cms/conditions`, never `cms/conditions/ingest/run`.
    regex: '^(\\.\\./)+cms/[^/]+/',
    message:
      'site/ imports a cms/ module through its index.ts only (cms/<module>), never a file in it.',
  },
  {
    regex: `^(\\.\\./)+cms/(${CMS_ROOT_FILES.join('|')})$`,
    message: 'site/ imports cms/ modules (their index.ts), not cms/ files.',
  },
]
const BROWSER_WALL = [
  {
    regex: climbInto('cms', 'realtime', 'server'),
    allowTypeImports: true,
    message: 'Browser code: types only from cms/ and realtime/.',
  },
  {
    regex: '(^|/)server-only(/|$)',
    allowTypeImports: true,
    message: 'Browser code cannot import site/lib/server-only/.',
  },
  {
    group: [
      'payload',
      'payload/*',
      '@payloadcms/*',
      // Payload's live-preview SDK is browser code (postMessage to the admin).
      '!@payloadcms/live-preview',
      'node:*',
      'pg',
      'sharp',
      'busboy',
      'openid-client',
    ],
    allowTypeImports: true,
    message: 'Browser code: no server-only packages.',
  },
]
const SERVER_ONLY_WALL = [
  {
    regex: '(^|/)browser-only(/|$)',
    allowTypeImports: true,
    message: 'Server-only code: types only from browser-only/.',
  },
]
const UNIVERSAL_WALL = [
  { regex: '(^|/)browser-only(/|$)', message: 'Universal code runs on the server too.' },
]
// Bundle size: zod came into /discover once (+23 KB gzip). The forms' resolver configures zod on
// purpose (the pages with a form take zod with their schemas), so it is left out.
const ZOD_FREE = [
  {
    group: ['**/shared/contracts/*', 'zod'],
    allowTypeImports: true,
    message: 'Browser code: import types only from the contracts (zod stays on the server).',
  },
]
const wall = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { [RULE]: ['error', { patterns }] },
})
const BROWSER_FILES = [
  'site/islands/**',
  'site/lib/browser-only/**',
  'site/lib/universal/**',
  'site/**/*.astro/*.{js,ts}',
]
const layerWalls = [
  wall(['shared/**'], SHARED_WALL),
  wall(['cms/**'], CMS_WALL),
  wall(['realtime/**'], REALTIME_WALL),
  wall(['site/**'], SITE_WALL),
  wall(BROWSER_FILES, [...SITE_WALL, ...BROWSER_WALL]),
  wall(['site/lib/server-only/**'], [...SITE_WALL, ...SERVER_ONLY_WALL]),
  wall(
    ['site/lib/universal/**'],
    [...SITE_WALL, ...BROWSER_WALL, ...UNIVERSAL_WALL, ...ZOD_FREE],
    ['**/*.test.ts'],
  ),
  wall(
    ['site/islands/home/**', 'site/islands/feed/**', 'site/lib/browser-only/**'],
    [...SITE_WALL, ...BROWSER_WALL, ...ZOD_FREE],
    ['**/*.test.ts', 'site/lib/browser-only/form-resolver.ts'],
  ),
]

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
  ...layerWalls,
)
