import { describe, expect, it } from 'vitest'
import { sessionHeaders } from './session-headers'

const crossSite = (method: string) =>
  new Request('http://localhost:3000/spot/1', {
    method,
    headers: {
      cookie: 'payload-token=t',
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    },
  })

describe('sessionHeaders', () => {
  it('should present a cross-site page read as same-origin, keeping the cookie', () => {
    const headers = sessionHeaders(crossSite('GET'))
    expect(headers.get('cookie')).toBe('payload-token=t')
    expect(headers.get('sec-fetch-site')).toBe('same-origin')
    expect(headers.has('origin')).toBe(false)
  })

  it('should leave an unchecked write exactly as it came', () => {
    const request = crossSite('POST')
    expect(sessionHeaders(request)).toBe(request.headers)
  })

  it('should present a write the gate verified as same-origin', () => {
    expect(sessionHeaders(crossSite('POST'), { verifiedWrite: true }).get('sec-fetch-site')).toBe(
      'same-origin',
    )
  })
})
