import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { checkWrite, requestOriginOf, trustListeningOrigins } from './origin-gate'

type Fake = { method?: string; url?: string; headers?: Record<string, string>; encrypted?: boolean }

const request = ({ method = 'POST', url = '/api/feed', headers = {}, encrypted }: Fake) =>
  ({
    method,
    url,
    headers: { host: 'localhost:3000', ...headers },
    socket: { encrypted },
  }) as unknown as IncomingMessage

const SAME = { origin: 'http://localhost:3000' }
const REFUSED = { status: 403, message: 'Cross-site requests are not allowed' }

describe('requestOriginOf', () => {
  it.each([
    ['plain HTTP', {}, {}, 'http://localhost:3000'],
    ['TLS on the socket', { encrypted: true }, {}, 'https://localhost:3000'],
    [
      'a forwarded scheme behind a trusted proxy',
      { headers: { 'x-forwarded-proto': 'https' } },
      { TRUST_PROXY: 'true' },
      'https://localhost:3000',
    ],
    [
      'a forwarded scheme from anyone else',
      { headers: { 'x-forwarded-proto': 'https' } },
      {},
      'http://localhost:3000',
    ],
  ])('should read %s', (_name, fake: Fake, env, expected) => {
    expect(requestOriginOf(request(fake), env)).toBe(expected)
  })
})

describe('checkWrite', () => {
  it.each([
    ['GET', '/cms-api/users', {}],
    ['HEAD', '/', {}],
    ['OPTIONS', '/cms-api/users', { origin: 'http://evil.example' }],
  ])('should let %s %s through from anywhere', (method, url, headers) => {
    expect(checkWrite(request({ method, url, headers }), {})).toBeNull()
  })

  it.each([
    ['a foreign origin', 'POST', '/cms-api/users', { origin: 'http://evil.example' }],
    ['a sibling port', 'POST', '/api/feed', { origin: 'http://localhost:3001' }],
    [
      'a sibling subdomain',
      'PATCH',
      '/api/auth/user/profile',
      { origin: 'http://a.localhost:3000' },
    ],
    ["'null'", 'DELETE', '/api/feed/1', { origin: 'null' }],
    ['no Origin', 'POST', '/admin', {}],
    ['no Origin on Next', 'POST', '/_next/x', {}],
    ['no Origin on any path', 'PUT', '/anything', {}],
  ])('should refuse %s', (_name, method, url, headers) => {
    expect(checkWrite(request({ method, url, headers }), {})).toEqual(REFUSED)
  })

  it('should accept the request’s own origin when PUBLIC_URL is unset', () => {
    expect(checkWrite(request({ headers: SAME }), {})).toBeNull()
  })

  it('should accept only PUBLIC_URL’s origins when it is set', () => {
    const env = { PUBLIC_URL: 'https://firing.surf,https://www.firing.surf' }
    const www = { origin: 'https://www.firing.surf' }
    expect(checkWrite(request({ headers: www }), env)).toBeNull()
    expect(checkWrite(request({ headers: SAME }), env)).toEqual(REFUSED)
  })

  it('should refuse a write with no Host to compare with', () => {
    const fake = request({ headers: SAME })
    delete fake.headers.host
    expect(checkWrite(fake, {})).toEqual(REFUSED)
  })

  it.each([
    ['text/plain', 415],
    ['application/octet-stream', 415],
    ['', 415],
    ['application/json', null],
    ['application/json; charset=utf-8', null],
    ['multipart/form-data; boundary=x', null],
    ['application/x-www-form-urlencoded', null],
  ])('should answer a /cms-api body of type %j with %j', (type, status) => {
    const headers: Record<string, string> = { ...SAME, 'content-length': '2' }
    if (type) headers['content-type'] = type
    const refusal = checkWrite(request({ url: '/cms-api/feed-posts', headers }), {})
    expect(refusal?.status ?? null).toBe(status)
  })

  it('should let a /cms-api write with no body through (logout, delete)', () => {
    expect(checkWrite(request({ url: '/cms-api/users/logout', headers: SAME }), {})).toBeNull()
  })

  it('should leave non-JSON bodies elsewhere to their handlers (server actions send text)', () => {
    const headers = { ...SAME, 'content-length': '2', 'content-type': 'text/plain' }
    expect(checkWrite(request({ url: '/admin/account', headers }), {})).toBeNull()
  })
})

describe('trustListeningOrigins', () => {
  it('should add the port really listened on when PUBLIC_URL is unset', () => {
    const config = { csrf: ['http://localhost:0'], cors: ['http://localhost:0'] }
    trustListeningOrigins(config, 4321, {})
    expect(config.csrf).toEqual([
      'http://localhost:0',
      'http://localhost:4321',
      'http://127.0.0.1:4321',
    ])
    expect(config.cors).toEqual(config.csrf)
  })

  it('should leave PUBLIC_URL’s list alone', () => {
    const config = { csrf: ['https://firing.surf'], cors: ['https://firing.surf'] }
    trustListeningOrigins(config, 4321, { PUBLIC_URL: 'https://firing.surf' })
    expect(config.csrf).toEqual(['https://firing.surf'])
  })
})
