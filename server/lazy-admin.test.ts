import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_UNAVAILABLE, type Handler, lazyHandler, preloadsAdmin } from './lazy-admin'

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined))
  server = undefined
})

/** A real HTTP server on loopback whose every request goes to `handle`. */
async function serve(handle: Handler): Promise<string> {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const hello: Handler = (_req, res) => res.end('admin')

describe('lazyHandler', () => {
  it('should prepare nothing until the first request, then prepare once for concurrent requests', async () => {
    let prepared = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const admin = lazyHandler(
      async () => {
        prepared++
        await gate
        return hello
      },
      () => {},
    )
    let arrived = 0
    const url = await serve((req, res) => {
      // Preparing finishes only once all three requests are waiting for it.
      if (++arrived === 3) release()
      return admin.handle(req, res)
    })
    expect(prepared).toBe(0)

    const answers = Promise.all([fetch(url), fetch(url), fetch(url)])
    const texts = await Promise.all((await answers).map((response) => response.text()))
    expect(texts).toEqual(['admin', 'admin', 'admin'])
    expect(prepared).toBe(1)
    expect(await (await fetch(url)).text()).toBe('admin')
    expect(prepared).toBe(1)
  })

  it('should answer 503 with the message when preparing fails, and try again on the next request', async () => {
    const errors: unknown[] = []
    let attempts = 0
    const admin = lazyHandler(
      async () => {
        attempts++
        if (attempts === 1) throw new Error('no .next build')
        return hello
      },
      (error) => errors.push(error),
    )
    const url = await serve(admin.handle)

    const failed = await fetch(url, { headers: { accept: 'application/json' } })
    expect(failed.status).toBe(503)
    expect(failed.headers.get('retry-after')).toBe('5')
    expect(await failed.json()).toEqual({ message: ADMIN_UNAVAILABLE })
    expect(String(errors[0])).toContain('no .next build')

    const retried = await fetch(url)
    expect(retried.status).toBe(200)
    expect(await retried.text()).toBe('admin')
    expect(attempts).toBe(2)
  })

  it('should show the message in a page to a browser', async () => {
    const admin = lazyHandler(
      () => Promise.reject(new Error('broken')),
      () => {},
    )
    const url = await serve(admin.handle)
    const response = await fetch(url, { headers: { accept: 'text/html' } })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain(`<p role="alert">${ADMIN_UNAVAILABLE}</p>`)
  })

  it('should let load() prepare ahead of any request and share it with them', async () => {
    let prepared = 0
    const admin = lazyHandler(
      async () => {
        prepared++
        return hello
      },
      () => {},
    )
    await admin.load()
    const url = await serve(admin.handle)
    expect(await (await fetch(url)).text()).toBe('admin')
    expect(prepared).toBe(1)
  })
})

describe('preloadsAdmin', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['true', false],
    ['1', true],
  ])('FIRING_PRELOAD_ADMIN=%s → %s', (value, expected) => {
    expect(preloadsAdmin({ FIRING_PRELOAD_ADMIN: value })).toBe(expected)
  })
})
