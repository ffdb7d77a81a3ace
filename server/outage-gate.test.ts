import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_UNAVAILABLE } from '../cms/outage/database-health'
import { keepCopy } from '../site/lib/server-only/cache/saved-copies'
import { answerDuringOutage } from './outage-gate'

describe('answerDuringOutage', () => {
  let server: Server
  let url = ''

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (answerDuringOutage(req, res)) return
      res.writeHead(299) // passed on to the site
      res.end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    keepCopy('/api/gate-test?date=2026-11-27', [['content-type', 'application/json']], '[1]')
    keepCopy('/gate-page', [['content-type', 'text/html']], '<body><h1>Spots</h1></body>')
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('should answer a read it holds from the saved copy, marked stale', async () => {
    const answer = await fetch(`${url}/api/gate-test?date=2026-11-27`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-data-stale')).toBe('true')
    expect(await answer.json()).toEqual([1])
    const page = await fetch(`${url}/gate-page`, { headers: { cookie: 'payload-token=x' } })
    expect(page.headers.get('x-data-stale')).toBe('true')
    expect(await page.text()).toContain('data-stale-banner')
  })

  it('should answer 503 with Retry-After to a write and to an API read it does not hold', async () => {
    for (const [path, method] of [
      ['/api/gate-test?date=2026-11-27', 'POST'],
      ['/api/feed', 'GET'],
    ] as const) {
      const answer = await fetch(`${url}${path}`, { method })
      expect(answer.status).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.json()).toEqual({ message: DATABASE_UNAVAILABLE })
    }
    const page = await fetch(`${url}/favorites`)
    expect(page.status).toBe(299) // a page without a copy: the site renders its own 503
    const payloadApi = await fetch(`${url}/cms-api/users/me`)
    expect(await payloadApi.json()).toEqual({
      message: DATABASE_UNAVAILABLE,
      errors: [{ message: DATABASE_UNAVAILABLE }],
    })
  })
})
