// The admin (Next) is prepared on the first request that needs it, not at start, unless
// FIRING_PRELOAD_ADMIN=1: the site and its API answer without it, and the admin still works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawnServer, type RunningServer } from './support/spawn-server'
import { startTestDatabase, type TestDatabase } from './support/test-database'

const LAZY = 'admin (Next) loads on the first /admin request'
const READY = /admin \(Next\) ready in \d+ ms/g

let database: TestDatabase

beforeAll(async () => {
  database = await startTestDatabase()
}, 240_000)

afterAll(async () => {
  await database?.stop()
})

const start = (env: Record<string, string> = {}) =>
  spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    CONDITIONS_AUTORUN: 'false',
    UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  })

/** The admin's sign-in screen, redirects followed: Next rendered Payload's admin. */
async function expectAdminLogin(url: string): Promise<void> {
  const response = await fetch(`${url}/admin`)
  expect(response.status).toBe(200)
  expect(await response.text()).toContain('Firing admin')
}

describe('a server started without FIRING_PRELOAD_ADMIN', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await start({ FIRING_PRELOAD_ADMIN: '' })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('should answer the site and its API without preparing the admin', async () => {
    expect(server.output()).toContain(LAZY)
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    const home = await fetch(`${server.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('49 spots worldwide.')
    expect((await fetch(`${server.url}/api/surf-spots`)).status).toBe(200)
    expect(server.output().match(READY)).toBeNull()
  })

  it('should prepare the admin once on concurrent first requests, then serve it', async () => {
    const first = await Promise.all(
      ['/admin', '/cms-api/users/me', '/admin'].map((path) =>
        fetch(`${server.url}${path}`, { redirect: 'manual' }),
      ),
    )
    for (const response of first) {
      expect(response.status, `${response.url}\n${server.output()}`).toBeLessThan(400)
      await response.arrayBuffer()
    }
    expect(server.output().match(READY)).toHaveLength(1)
    await expectAdminLogin(server.url)
    expect(server.output().match(READY)).toHaveLength(1)
  })
})

describe('a server started with FIRING_PRELOAD_ADMIN=1', () => {
  let server: RunningServer

  beforeAll(async () => {
    server = await start({ FIRING_PRELOAD_ADMIN: '1' })
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('should prepare the admin before it says it is up', async () => {
    const output = server.output()
    expect(output).not.toContain(LAZY)
    const ready = output.search(READY)
    expect(ready).toBeGreaterThanOrEqual(0)
    expect(ready).toBeLessThan(output.indexOf('Firing is up at'))
    await expectAdminLogin(server.url)
    expect(server.output().match(READY)).toHaveLength(1)
  })
})
