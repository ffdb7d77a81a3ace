import type { APIContext } from 'astro'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AppError } from '../../../../shared/contracts/errors'
import { route } from './route'

// The session lookup (Payload's auth strategies) answers what each fake payload's auth() says.
vi.mock('../../../../cms/auth/session-user', () => ({
  sessionUser: async (payload: { auth: () => Promise<{ user: unknown }> }) =>
    (await payload.auth()).user,
}))

const fakeContext = (init: {
  url: string
  method?: string
  headers?: Record<string, string>
  body?: string
  user?: object | null
  databaseDown?: boolean
}) => {
  const request = new Request(init.url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
  })
  const payload = {
    auth: vi.fn(async () => ({ user: init.user ?? null })),
    logger: { error: vi.fn() },
    db: {
      drizzle: {
        execute: vi.fn(async () => {
          if (init.databaseDown) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
          return []
        }),
      },
    },
  }
  return {
    request,
    url: new URL(init.url),
    params: {},
    locals: { payload },
  } as unknown as APIContext
}

const echo = route(
  {
    query: z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-21'),
    }),
  },
  async ({ query }) => Response.json(query),
)

describe('route()', () => {
  it('should hand the parsed query to the handler', async () => {
    const response = await echo(fakeContext({ url: 'http://x.test/api?date=2026-11-21' }))
    expect(await response.json()).toEqual({ date: '2026-11-21' })
  })

  it('should answer bad input with 400 and the field message', async () => {
    const response = await echo(fakeContext({ url: 'http://x.test/api?date=tomorrow' }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'Use a date like 2026-11-21',
      errors: [{ path: 'date' }],
    })
  })

  it('should answer 401 before the handler when sign-in is required', async () => {
    const handler = vi.fn()
    const guarded = route({ auth: 'required' }, handler)
    const response = await guarded(fakeContext({ url: 'http://x.test/api' }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized' })
    expect(handler).not.toHaveBeenCalled()
  })

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://x.test', 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://x.test:8080' }],
    [{ origin: 'null' }],
    [{}],
  ])('should refuse a cross-site write (%o) with 403', async (headers) => {
    const write = route({}, async () => new Response('changed'))
    const response = await write(
      fakeContext({
        url: 'http://x.test/api',
        method: 'POST',
        headers: { host: 'x.test', ...headers },
      }),
    )
    expect(response.status).toBe(403)
  })

  it('should refuse a JSON endpoint called without a JSON body', async () => {
    const write = route({ body: z.object({ a: z.string() }) }, async () => new Response('ok'))
    const response = await write(
      fakeContext({
        url: 'http://x.test/api',
        method: 'POST',
        headers: { host: 'x.test', origin: 'http://x.test' },
        body: 'a=1',
      }),
    )
    expect(response.status).toBe(415)
  })

  it('should turn an AppError into its status and an unexpected error into a plain 500', async () => {
    const notFound = route({}, async () => {
      throw new AppError('NOT_FOUND', 'Surf spot not found')
    })
    expect((await notFound(fakeContext({ url: 'http://x.test/api' }))).status).toBe(404)
    const broken = route({}, async () => {
      throw new Error('secret internals')
    })
    const response = await broken(fakeContext({ url: 'http://x.test/api' }))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('secret internals')
  })

  it('should accept a same-origin write', async () => {
    const write = route({}, async () => new Response('changed'))
    const headers = { host: 'x.test', origin: 'http://x.test' }
    const response = await write(fakeContext({ url: 'http://x.test/api', method: 'POST', headers }))
    expect(response.status).toBe(200)
  })

  it('should answer 503, not 401, when the session could not be checked (database down)', async () => {
    const guarded = route({ auth: 'required' }, async () => new Response('ok'))
    const context = fakeContext({
      url: 'http://x.test/api',
      headers: { cookie: 'payload-token=abc' },
      databaseDown: true,
    })
    const response = await guarded(context)
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      message: 'The database is unavailable. Please try again in a moment.',
    })
  })

  it('should still answer 401 to a stale session while the database is up', async () => {
    const guarded = route({ auth: 'required' }, async () => new Response('ok'))
    const context = fakeContext({
      url: 'http://x.test/api',
      headers: { cookie: 'payload-token=x' },
    })
    expect((await guarded(context)).status).toBe(401)
  })

  it('should answer an unexpected error during an outage with 503', async () => {
    const broken = route({}, async () => {
      throw new Error('Connection terminated unexpectedly')
    })
    const response = await broken(fakeContext({ url: 'http://x.test/api', databaseDown: true }))
    expect(response.status).toBe(503)
  })
})
