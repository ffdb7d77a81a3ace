import { describe, expect, it } from 'vitest'
import {
  allowedOrigins,
  isAllowedOrigin,
  isAllowedWrite,
  isSafeMethod,
  localOrigins,
  requestOrigin,
} from './origins'

describe('allowedOrigins', () => {
  it.each([
    ['PUBLIC_URL only', 'https://firing.surf', 'http://127.0.0.1:3000', ['https://firing.surf']],
    [
      'a comma-separated list, trimmed, paths dropped',
      'https://firing.surf/, https://www.firing.surf/x',
      null,
      ['https://firing.surf', 'https://www.firing.surf'],
    ],
    [
      'the request origin when unset',
      undefined,
      'http://localhost:4321',
      ['http://localhost:4321'],
    ],
    ['the request origin when empty', '', 'http://10.0.0.2:3000', ['http://10.0.0.2:3000']],
    ['the request origin when all garbage', 'nope,', 'http://a.test', ['http://a.test']],
    ['nothing when neither is known', undefined, null, []],
  ])('should answer %s', (_name, publicUrl, requestOrigin, expected) => {
    expect(allowedOrigins({ publicUrl, requestOrigin })).toEqual(expected)
  })
})

describe('isAllowedOrigin', () => {
  const allowed = ['http://localhost:3000']
  it.each([
    ['http://localhost:3000', true],
    ['http://localhost:3000/', true],
    ['http://LOCALHOST:3000', true],
    ['http://localhost:3001', false],
    ['https://localhost:3000', false],
    ['http://evil.example', false],
    ['null', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('should answer %j → %j', (origin, expected) => {
    expect(isAllowedOrigin(origin, allowed)).toBe(expected)
  })

  it('should allow nothing with an empty list', () => {
    expect(isAllowedOrigin('http://localhost:3000', [])).toBe(false)
  })
})

describe('isSafeMethod', () => {
  it.each([
    ['GET', true],
    ['head', true],
    ['OPTIONS', true],
    ['POST', false],
    ['PATCH', false],
    ['PUT', false],
    ['DELETE', false],
    ['PROPFIND', false],
  ])('should answer %s → %j', (method, expected) => {
    expect(isSafeMethod(method)).toBe(expected)
  })
})

describe('localOrigins', () => {
  it('should name localhost and the loopback address', () => {
    expect(localOrigins(3000)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
  })
})

describe('requestOrigin', () => {
  const host = 'firing.test:3000'
  it.each([
    ['plain HTTP', { host, secure: false, trustProxy: false }, 'http://firing.test:3000'],
    ['TLS', { host, secure: true, trustProxy: false }, 'https://firing.test:3000'],
    [
      'a forwarded scheme behind a trusted proxy',
      { host, secure: false, forwardedProto: 'https, http', trustProxy: true },
      'https://firing.test:3000',
    ],
    [
      'a forwarded scheme nobody vouches for',
      { host, secure: false, forwardedProto: 'https', trustProxy: false },
      'http://firing.test:3000',
    ],
    [
      'a forwarded scheme that is not one',
      { host, secure: false, forwardedProto: 'javascript', trustProxy: true },
      'http://firing.test:3000',
    ],
    ['no Host', { host: undefined, secure: false, trustProxy: true }, null],
    ['a Host that is not one', { host: 'a b', secure: false, trustProxy: false }, null],
  ])('should read %s', (_name, opts, expected) => {
    expect(requestOrigin(opts)).toBe(expected)
  })
})

describe('isAllowedWrite', () => {
  const allowed = ['http://localhost:3000']
  it.each([
    ['an allowed origin', 'http://localhost:3000', null, true],
    ['an allowed origin, same-origin fetch', 'http://localhost:3000', 'same-origin', true],
    [
      'an allowed origin the browser calls cross-site',
      'http://localhost:3000',
      'cross-site',
      false,
    ],
    ['a foreign origin', 'http://evil.example', 'same-site', false],
  ])('should answer %s', (_name, origin, fetchSite, expected) => {
    expect(isAllowedWrite({ origin, fetchSite, allowed })).toBe(expected)
  })
})
