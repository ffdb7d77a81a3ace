import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { hasRole } from './cms/access/roles'
import { emailAdapterFromEnv } from './cms/alerts/email'
import { collections } from './cms/collections'
import { checkQueriesOfEveryCollection } from './cms/hooks/refuse-unreadable-queries'
import { poolLimits } from './cms/outage/pool-limits'
import { closePayloadInternals } from './cms/access/payload-internals'
import { globals } from './cms/globals'
import { checkZonesTask } from './cms/conditions/jobs/check-zones'
import { pruneArchiveTask } from './cms/conditions/jobs/prune-archive'
import { scoreBuoysTask } from './cms/conditions/jobs/score-buoys'
import { CONDITIONS_QUEUE, refreshConditionsTask } from './cms/conditions/jobs/refresh-conditions'
import { refreshBatchTask } from './cms/conditions/ingest/batches'
import { sendDigestsTask } from './cms/jobs/send-digests'
import { leaderRunsJobs, oneAtATime } from './cms/jobs/run-once'
import { verifyAccuracyTask } from './cms/conditions/jobs/verify-accuracy'
import { importSpotsTask } from './cms/spot-import/job'
import { migrations } from './cms/migrations'
import { LIVE_PREVIEW } from './cms/preview/live-preview'
import { s3StoragePlugins } from './cms/storage/s3'
import { allowedOrigins, localOrigins } from './shared/domain/web/origins'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Read at import time: server.ts sets DATABASE_URL (embedded PostgreSQL or the user's) and
// PAYLOAD_SECRET before it imports this file.
// Payload accepts a session cookie only from these origins and checks nothing when the list is
// empty, so it never is: PUBLIC_URL's origins, else the local ones the server listens on
// (server/app.ts adds the real port when PORT=0 picks one). The server's gate refuses every
// other write before Payload sees it (server/origin-gate.ts).
const publicOrigins = allowedOrigins({ publicUrl: process.env.PUBLIC_URL })
const trustedOrigins = publicOrigins.length
  ? publicOrigins
  : localOrigins(Number(process.env.PORT ?? 3000) || 3000)

// Every collection, Payload's own included, refuses filters and sorts on what the caller may not
// read; the hook is added after sanitizing, when Payload's collections exist.
export default buildConfig({
  secret: process.env.PAYLOAD_SECRET ?? '',
  serverURL: publicOrigins[0],
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  telemetry: false,
  admin: {
    user: 'users',
    // Our own avatar, drawn locally: Gravatar would send a hash of each editor's email to a third
    // party on every admin page (and the admin's CSP allows no outside images).
    avatar: { Component: '/admin/components/avatar#Avatar' },
    meta: {
      title: 'Firing admin',
      titleSuffix: ' · Firing admin',
      description: "Firing's editors' desk: the blog, shapers, spots and the community.",
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
      // Payload's generated Open Graph images are for public pages; the admin has none.
      defaultOGImageType: 'off',
    },
    components: {
      graphics: {
        Logo: '/admin/components/logo#Logo',
        Icon: '/admin/components/icon#Icon',
      },
      beforeDashboard: ['/admin/components/dashboard#Dashboard'],
      // Editors' bulk import of spots from a GeoJSON file (docs/editors.md 'Importing spots').
      afterNavLinks: ['/admin/components/import-spots#ImportSpotsNavLink'],
      views: {
        importSpots: {
          Component: '/admin/components/import-spots#ImportSpotsView',
          path: '/import-spots',
        },
      },
    },
    livePreview: LIVE_PREVIEW,
    importMap: {
      baseDir: path.resolve(dirname, 'cms'),
      importMapFile: path.resolve(dirname, 'cms/app/(payload)/admin/importMap.js'),
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  sharp,
  // Alerts' digests (cms/alerts): SMTP from the environment, none without SMTP_HOST.
  email: emailAdapterFromEnv(),
  // Uploads in an S3-compatible bucket when S3_BUCKET is set, else on disk (cms/storage/s3.ts).
  plugins: s3StoragePlugins(),
  // Cookie-authenticated requests to /cms-api from other origins are refused.
  csrf: [...trustedOrigins],
  cors: [...trustedOrigins],
  db: postgresAdapter({
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      // Every wait on the database is bounded: no request hangs while PostgreSQL is gone.
      ...poolLimits(),
    },
    // Schema changes reach the database through committed migrations only; `npm run dev`
    // turns push on against its own data folder.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    // Tables the server creates at start itself (cms/limits, cms/feed/counts, realtime/): push
    // must not drop them.
    // buoy_forecasts is a plain table of its own migration (cms/conditions/accuracy/buoys.ts).
    tablesFilter: [
      '!rate_limits',
      '!feed_post_counts',
      '!socket_io_attachments',
      '!buoy_forecasts',
      '!conditions_refreshes',
      '!conditions_refresh_batches',
    ],
    migrationDir: path.resolve(dirname, 'cms/migrations'),
    prodMigrations: migrations,
  }),
  jobs: {
    // Each task under its own advisory lock: never on two instances at once (cms/jobs/run-once).
    tasks: [
      oneAtATime(refreshConditionsTask),
      // A refresh's batches: every instance claims them itself (cms/conditions/ingest/batches.ts),
      // no autoRun for their queue ('conditions-batches').
      refreshBatchTask,
      oneAtATime(verifyAccuracyTask),
      oneAtATime(pruneArchiveTask),
      oneAtATime(scoreBuoysTask),
      oneAtATime(sendDigestsTask),
      oneAtATime(checkZonesTask),
      // One import at a time: two files' duplicates are checked against each other's spots.
      oneAtATime(importSpotsTask),
    ],
    // Every minute: queue what the task schedules say is due (the hourly refresh) and run it.
    // Crons start only where getPayload is called with `cron: true` (server/app.ts).
    // The default queue holds Payload's schedulePublish jobs (scheduled publishing):
    // the same minute cron publishes what is due.
    // With several instances only the jobs leader (an advisory lock) queues scheduled jobs and
    // runs the queues, so each job runs once (cms/jobs/run-once.ts).
    autoRun: [
      { cron: '* * * * *', queue: CONDITIONS_QUEUE, disableScheduling: true },
      { cron: '* * * * *', queue: 'default', disableScheduling: true },
    ],
    // CONDITIONS_AUTORUN=false (tests that refresh by hand) stops both queues' crons and the
    // schedules; scheduled publications then go out when the run endpoint is called.
    shouldAutoRun: leaderRunsJobs,
    // Payload's default lets any signed-in user queue and run jobs; surfers must not.
    access: {
      queue: ({ req }) => hasRole(req.user, 'admin'),
      run: ({ req }) => hasRole(req.user, 'admin'),
      cancel: ({ req }) => hasRole(req.user, 'admin'),
    },
  },
  typescript: { outputFile: path.resolve(dirname, 'cms/payload-types.ts'), autoGenerate: false },
})
  .then(checkQueriesOfEveryCollection)
  .then(closePayloadInternals)
