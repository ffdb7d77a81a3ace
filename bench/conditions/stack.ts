// An in-process Payload on a fresh PostgreSQL, seeded, with the sample server: what the
// conditions bench drives ingestion against (no HTTP server needed for that part).
import path from 'node:path'
import type { Payload } from 'payload'
import type { SampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { startSampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { readConfig } from '../../server/config'
import type { TestDatabase } from '../../tests/support/test-database'
import { startTestDatabase } from '../../tests/support/test-database'

export type Stack = {
  payload: Payload
  fake: SampleServer
  database: TestDatabase
  stop: () => Promise<void>
}

/** Starts PostgreSQL, the fake upstream and Payload (migrated and seeded). */
export async function startStack(): Promise<Stack> {
  const database = await startTestDatabase()
  const fake = await startSampleServer()
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    MEDIA_DIR: path.join(database.dataDir, 'media'),
    PAYLOAD_SECRET: 'bench-only',
    UPSTREAM_BASE_URL: fake.url,
    UPSTREAM_MODE: 'live',
  })
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  // The plain tables the server creates on start (server/app.ts) that a refresh writes to.
  const { ensureBuoyForecasts } = await import('../../cms/conditions/accuracy/buoys')
  await ensureBuoyForecasts(payload.db.pool)
  const { seedDatabase } = await import('../../cms/seed')
  await seedDatabase(payload, readConfig())
  return {
    payload,
    fake,
    database,
    stop: async () => {
      await fake.close()
      await Promise.race([payload.db.pool.end(), new Promise((r) => setTimeout(r, 500))])
      await database.stop()
    },
  }
}

/**
 * The built server on the stack's database and fake upstream, with no queued refresh (the bench
 * refreshed in-process already) and no read limit: what the page benches ask.
 */
export async function spawnStackServer(stack: Stack) {
  const { spawnServer } = await import('../../tests/support/spawn-server')
  return spawnServer({
    DATABASE_URL: stack.database.url,
    DATA_DIR: stack.database.dataDir,
    UPSTREAM_BASE_URL: stack.fake.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
    API_READ_LIMIT_PER_MINUTE: '0',
    // As `npm start` and the image run it (scripts/start.ts, Dockerfile): RSS figures compare.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  })
}
