// Outage answers: with PostgreSQL down, signed-in writes answer 503 with a clear
// message on every path (not 401: the session check failed, the session did not), and nothing
// rendered during the outage is kept by a cache. A server of its own on a database this file
// stops and starts again on the same port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { browserHeaders, surferSession, write, type Session } from './support/feed'
import { startOwnDatabaseServer, type OwnDatabaseServer } from './support/own-database'
import type { RunningServer } from './support/spawn-server'

const UNAVAILABLE = 'The database is unavailable. Please try again in a moment.'

let own: OwnDatabaseServer
let server: RunningServer
let surfer: Session

/** Polls /healthz until it answers `status` (the server's own view of the database). */
async function healthzUntil(status: number): Promise<void> {
  for (;;) {
    const response = await fetch(`${server.url}/healthz`)
    if (response.status === status) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  own = await startOwnDatabaseServer('outage')
  server = own.server
  surfer = await surferSession(server.url)
}, 240_000)

afterAll(async () => {
  await own?.stop()
})

describe('while PostgreSQL is down', () => {
  beforeAll(async () => {
    await own.database.stop()
    await healthzUntil(503)
  })

  it('should answer a signed-in write to /api with 503 and the message', async () => {
    const form = new FormData()
    form.set('content', 'posted during the outage')
    const response = await fetch(`${server.url}/api/feed`, {
      method: 'POST',
      headers: browserHeaders(server.url, surfer),
      body: form,
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: UNAVAILABLE })
  })

  it('should answer a signed-in JSON write to /api with 503, not 401', async () => {
    const response = await write(server.url, '/api/auth/user/profile', {
      method: 'PATCH',
      session: surfer,
      body: { firstName: 'Outage', lastName: 'Surfer', email: surfer.email },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: UNAVAILABLE })
  })

  it('should answer a signed-in write to /cms-api with 503 and the message', async () => {
    const response = await fetch(`${server.url}/cms-api/feed-posts`, {
      method: 'POST',
      headers: { ...browserHeaders(server.url, surfer), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'posted during the outage' }),
    })
    expect(response.status).toBe(503)
    expect(((await response.json()) as { message: string }).message).toBe(UNAVAILABLE)
  })

  it('should answer the admin with 503 and the message', async () => {
    const response = await fetch(`${server.url}/admin`, {
      headers: { cookie: surfer.cookie, accept: 'text/html' },
    })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain(UNAVAILABLE)
  })

  it('should answer home with 503 and forbid every cache to keep it', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.text()).toContain('Failed to load surf data')
  })
})

describe('once PostgreSQL is back', () => {
  beforeAll(async () => {
    await own.restartDatabase()
    await healthzUntil(200)
  })

  it('should render home afresh, not the error render from the outage', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache')).not.toBe('hit')
    const html = await response.text()
    expect(html).toContain('49 spots worldwide.')
    // The error render's heading intro, shown when home's data failed to load.
    expect(html).not.toContain('Surf conditions worldwide.')
  })

  it('should accept the signed-in write again', async () => {
    const form = new FormData()
    form.set('content', 'posted after the outage')
    const response = await fetch(`${server.url}/api/feed`, {
      method: 'POST',
      headers: browserHeaders(server.url, surfer),
      body: form,
    })
    expect(response.status).toBe(201)
  })
})
