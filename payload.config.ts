import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { hasRole } from './cms/access/roles'
import { collections } from './cms/collections'
import { checkQueriesOfEveryCollection } from './cms/hooks/refuse-unreadable-queries'
import { globals } from './cms/globals'
import { CONDITIONS_QUEUE, refreshConditionsTask } from './cms/jobs/refresh-conditions'
import { migrations } from './cms/migrations'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Read at import time: server.ts sets DATABASE_URL (embedded PostgreSQL or the user's) and
// PAYLOAD_SECRET before it imports this file.
const trustedOrigins = (process.env.PUBLIC_URL ?? '').split(',').filter(Boolean)

// Every collection, Payload's own included, refuses filters and sorts on what the caller may not
// read (issue 12 item 7); the hook is added after sanitizing, when Payload's collections exist.
export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: process.env.PUBLIC_URL?.split(',')[0],
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  telemetry: false,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Firing admin' },
    importMap: {
      baseDir: path.resolve(dirname, 'cms'),
      importMapFile: path.resolve(dirname, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  sharp,
  // Cookie-authenticated requests to /cms-api from other origins are refused.
  csrf: trustedOrigins,
  cors: trustedOrigins,
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DB_POOL_MAX ?? 10),
    },
    // Schema changes reach the database through committed migrations only; `npm run dev`
    // turns push on against its own data folder (DESIGN §6.7).
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'cms/migrations'),
    prodMigrations: migrations,
  }),
  jobs: {
    tasks: [refreshConditionsTask],
    // Every minute: queue what the task schedules say is due (the hourly refresh) and run it.
    // Crons start only where getPayload is called with `cron: true` (server/app.ts).
    autoRun: [{ cron: '* * * * *', queue: CONDITIONS_QUEUE }],
    shouldAutoRun: () => process.env.CONDITIONS_AUTORUN !== 'false',
    // Payload's default lets any signed-in user queue and run jobs; surfers must not.
    access: {
      queue: ({ req }) => hasRole(req.user, 'admin'),
      run: ({ req }) => hasRole(req.user, 'admin'),
      cancel: ({ req }) => hasRole(req.user, 'admin'),
    },
  },
  typescript: { outputFile: path.resolve(dirname, 'cms/payload-types.ts'), autoGenerate: false },
}).then(checkQueriesOfEveryCollection)
