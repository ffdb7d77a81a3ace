// The demo surfer is a convenience for local runs: a server started without DEMO_ACCOUNT=on has
// no such account and prints no credentials anywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from './support/spawn-server'
import { spawnServer } from './support/spawn-server'
import type { TestDatabase } from './support/test-database'
import { startTestDatabase } from './support/test-database'

let database: TestDatabase
let server: RunningServer

beforeAll(async () => {
  database = await startTestDatabase()
  server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    // Explicitly off, whatever the environment running the tests says.
    DEMO_ACCOUNT: '',
    CONDITIONS_AUTORUN: 'false',
    UPSTREAM_BASE_URL: 'http://127.0.0.1:9',
  })
}, 240_000)

afterAll(async () => {
  await server?.stop()
  await database?.stop()
})

describe('a server without DEMO_ACCOUNT=on', () => {
  it('should create no demo account', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'demo@firing.local', password: 'surfsup-demo' }),
    })
    expect(response.status).toBe(401)
  })

  it.each(['/login', '/landing'])('should show no demo credentials on %s', async (path) => {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('demo@firing.local')
    expect(html).not.toContain('surfsup-demo')
  })
})
