// An in-process Payload on a fresh PostgreSQL of its own, migrated and seeded, reading the sample
// server as its live upstream: what the conditions benches and the cadence test drive ingestion
// against (no HTTP server needed for that part).
import path from 'node:path'
import type { Payload } from 'payload'
import type { SampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { startSampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { readConfig } from '../../server/config'
import type { TestDatabase } from './test-database'
import { startTestDatabase } from './test-database'

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
