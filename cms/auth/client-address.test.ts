import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientAddressOf, PEER_ADDRESS_HEADER } from './client-address'

const headers = (values: Record<string, string>) => new Headers(values)

describe('clientAddressOf', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('should use the socket address the server stamped when no proxy is trusted', () => {
    vi.stubEnv('TRUST_PROXY', 'false')
    const h = headers({ [PEER_ADDRESS_HEADER]: '203.0.113.9', 'x-forwarded-for': '10.0.0.1' })
    expect(clientAddressOf(h)).toBe('203.0.113.9')
  })

  it('should use the first X-Forwarded-For hop behind a trusted proxy', () => {
    vi.stubEnv('TRUST_PROXY', 'true')
    const h = headers({
      [PEER_ADDRESS_HEADER]: '127.0.0.1',
      'x-forwarded-for': ' 10.0.0.1, 10.9.9.9',
    })
    expect(clientAddressOf(h)).toBe('10.0.0.1')
  })

  it('should fall back to the socket address when a trusted proxy sent none', () => {
    vi.stubEnv('TRUST_PROXY', 'true')
    expect(clientAddressOf(headers({ [PEER_ADDRESS_HEADER]: '127.0.0.1' }))).toBe('127.0.0.1')
  })

  it('should name a call without headers (the server itself) "local"', () => {
    expect(clientAddressOf(undefined)).toBe('local')
    expect(clientAddressOf(headers({}))).toBe('local')
  })
})
