import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_HINT, addSessionHint, hintFor, withHints } from './session-hint'

const TOKEN = 'payload-token'

describe('hintFor', () => {
  it.each([
    [
      `${TOKEN}=abc; Path=/; HttpOnly; Max-Age=7200`,
      `${SESSION_HINT}=1; Path=/; SameSite=Lax; Max-Age=7200`,
    ],
    [
      `${TOKEN}=abc; Path=/; Expires=Wed, 01 Jan 2098 00:00:00 GMT`,
      `${SESSION_HINT}=1; Path=/; SameSite=Lax; Expires=Wed, 01 Jan 2098 00:00:00 GMT`,
    ],
    [
      `${TOKEN}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      `${SESSION_HINT}=; Path=/; Max-Age=0; SameSite=Lax`,
    ],
    [`${TOKEN}=abc; Max-Age=0`, `${SESSION_HINT}=; Path=/; Max-Age=0; SameSite=Lax`],
    ['units=metric; Path=/', null],
  ])('should answer %s with %s', (cookie, hint) => {
    expect(hintFor(cookie, TOKEN)).toBe(hint)
  })

  it('should keep the other cookies and replace a hint already set', () => {
    const list = withHints(['units=metric', `${SESSION_HINT}=1`, `${TOKEN}=; Max-Age=0`], TOKEN)
    expect(list).toEqual([
      'units=metric',
      `${TOKEN}=; Max-Age=0`,
      `${SESSION_HINT}=; Path=/; Max-Age=0; SameSite=Lax`,
    ])
  })
})

describe('addSessionHint on a real server', () => {
  let url = ''
  const server = createServer((req, res) => {
    addSessionHint(req, res, 'payload')
    if (req.url === '/login')
      res.setHeader('set-cookie', `${TOKEN}=abc; Path=/; HttpOnly; Max-Age=60`)
    if (req.url === '/logout')
      res.writeHead(200, { 'set-cookie': [`${TOKEN}=; Path=/; Max-Age=0`] })
    res.end('ok')
  })
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const cookiesOf = async (path: string, cookie?: string) =>
    (await fetch(`${url}${path}`, { headers: cookie ? { cookie } : {} })).headers.getSetCookie()

  it('should set the hint with a session, clear it with its end, and leave visitors alone', async () => {
    expect(await cookiesOf('/login')).toContain(
      `${SESSION_HINT}=1; Path=/; SameSite=Lax; Max-Age=60`,
    )
    expect(await cookiesOf('/logout')).toContain(
      `${SESSION_HINT}=; Path=/; Max-Age=0; SameSite=Lax`,
    )
    expect(await cookiesOf('/page')).toEqual([])
  })

  it('should give a session from before the hint its hint, once', async () => {
    expect(await cookiesOf('/page', `${TOKEN}=abc`)).toEqual([
      `${SESSION_HINT}=1; Path=/; SameSite=Lax`,
    ])
    expect(await cookiesOf('/page', `${TOKEN}=abc; ${SESSION_HINT}=1`)).toEqual([])
  })
})
