import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { adminAuth } from './support/admin'
import { spawnServer, type RunningServer } from './support/spawn-server'

const EMPTY = `firing_cold_${process.pid}`
const running: RunningServer[] = []

/** The run's PostgreSQL with `name` as the database. */
function databaseUrl(name: string): string {
  const url = new URL(inject('databaseUrl'))
  url.pathname = `/${name}`
  return url.href
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()))
  await admin(`drop database if exists ${EMPTY} with (force)`)
})

describe('two instances started at the same moment on an empty database', () => {
  it('should both come up, migrated and seeded once', async () => {
    await admin(`create database ${EMPTY}`)
    const env = {
      DATABASE_URL: databaseUrl(EMPTY),
      DATA_DIR: inject('dataDir'),
      REALTIME_ADAPTER: 'postgres',
      CONDITIONS_AUTORUN: 'false',
    }
    const started = await Promise.allSettled([spawnServer(env), spawnServer(env)])
    for (const result of started) if (result.status === 'fulfilled') running.push(result.value)
    const failures = started.flatMap((r) =>
      r.status === 'rejected' ? [String(r.reason).slice(0, 600)] : [],
    )
    expect(failures).toEqual([])
    // Seeded once: one admin account, one row per spot (the seed tops up, never duplicates).
    const client = new pg.Client({ connectionString: databaseUrl(EMPTY) })
    await client.connect()
    try {
      const admins = await client.query(`select count(*)::int as n from users where role = 'admin'`)
      const spots = await client.query('select count(*)::int as n from surf_spots')
      expect(admins.rows[0].n).toBe(1)
      expect(spots.rows[0].n).toBe(49)
    } finally {
      await client.end()
    }
    for (const server of running) await expect(adminAuth(server.url)).resolves.toBeTruthy()
  }, 300_000)
})
