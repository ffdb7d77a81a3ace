import { createHash } from 'node:crypto'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { adminPolicy, astroCsp, scriptHash, sitePolicy } from './csp-policy'
import { createSecurityHeaders, securityOptions } from './security-headers'

/** A request and its response, never sent anywhere. */
function exchange(headers: Record<string, string> = {}) {
  const req = new IncomingMessage(new Socket())
  req.headers = { ...headers }
  return { req, res: new ServerResponse(req) }
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.split(' ')[0] === name)

const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1]

const apply = (pathname: string, headers?: Record<string, string>, https = false) => {
  const options = { noncePrefixes: ['/admin', '/cms-api', '/_next'], https, development: false }
  const { req, res } = exchange(headers)
  createSecurityHeaders(options)(req, res, pathname)
  return { req, res }
}

describe('createSecurityHeaders', () => {
  it.each(['/', '/profile', '/api/feed', '/_astro/x.js', '/healthz', '/admin', '/cms-api/users'])(
    'should refuse framing and sniffing on %s',
    (pathname) => {
      const { res } = apply(pathname)
      expect(res.getHeader('x-frame-options')).toBe('DENY')
      expect(directive(String(res.getHeader('content-security-policy')), 'frame-ancestors')).toBe(
        "frame-ancestors 'none'",
      )
      expect(res.getHeader('x-content-type-options')).toBe('nosniff')
      expect(res.getHeader('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.getHeader('permissions-policy')).toContain('camera=()')
      expect(res.getHeader('cross-origin-opener-policy')).toBe('same-origin')
    },
  )

  it('should send the site policy, with no inline scripts, outside the admin', () => {
    const { req, res } = apply('/spots')
    const policy = String(res.getHeader('content-security-policy'))
    expect(policy).toBe(sitePolicy())
    expect(directive(policy, 'script-src')).toBe("script-src 'self'")
    expect(req.headers['content-security-policy']).toBeUndefined()
  })

  it('should hand Next a fresh nonce on the request and send the same one back', () => {
    const first = apply('/admin/collections/users')
    const second = apply('/admin/collections/users')
    const sent = String(first.res.getHeader('content-security-policy'))
    expect(first.req.headers['content-security-policy']).toBe(sent)
    expect(nonceOf(sent)).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(nonceOf(sent)).not.toBe(nonceOf(String(second.res.getHeader('content-security-policy'))))
  })

  it("should replace a client's own policy header before Next reads its nonce", () => {
    const forged = "script-src 'nonce-chosen-by-attacker'"
    const admin = apply('/admin', {
      'content-security-policy': forged,
      'content-security-policy-report-only': forged,
    })
    expect(nonceOf(String(admin.req.headers['content-security-policy']))).not.toBe(
      'chosen-by-attacker',
    )
    expect(admin.req.headers['content-security-policy-report-only']).toBeUndefined()
    const site = apply('/', { 'content-security-policy': forged })
    expect(site.req.headers['content-security-policy']).toBeUndefined()
  })

  it('should send HSTS only when served over https', () => {
    expect(apply('/').res.getHeader('strict-transport-security')).toBeUndefined()
    expect(apply('/', {}, true).res.getHeader('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})

describe('securityOptions', () => {
  it.each([
    [{}, false],
    [{ COOKIE_SECURE: 'true' }, true],
    [{ PUBLIC_URL: 'https://firing.surf,http://localhost:3000' }, true],
    [{ PUBLIC_URL: 'http://localhost:3000' }, false],
  ])('should read https from %j as %s', (env, https) => {
    expect(securityOptions([], env).https).toBe(https)
  })
})

describe('csp policies', () => {
  it('should never allow inline or evaluated scripts on the site', () => {
    expect(directive(sitePolicy(), 'script-src')).toBe("script-src 'self'")
    expect(astroCsp([]).scriptDirective.resources).toEqual(["'self'"])
  })

  it("should allow the admin's scripts by nonce, and eval only in development", () => {
    expect(directive(adminPolicy('abc'), 'script-src')).toBe("script-src 'self' 'nonce-abc'")
    expect(directive(adminPolicy('abc', true), 'script-src')).toContain("'unsafe-eval'")
  })

  it("should hash an inline script's exact text as the browser does", () => {
    const text = "\n  location.replace('/intro')\n"
    const expected = createHash('sha256').update(text).digest('base64')
    expect(scriptHash(text)).toBe(`sha256-${expected}`)
    expect(astroCsp([text]).scriptDirective.hashes).toEqual([`sha256-${expected}`])
  })

  it('should give Astro every directive but the two it owns and the per-page frame-ancestors', () => {
    const { directives } = astroCsp([])
    expect(directives).toContain("object-src 'none'")
    expect(directives.some((d) => /^(script|style)-src/.test(d))).toBe(false)
    expect(directives.some((d) => d.startsWith('frame-ancestors'))).toBe(false)
  })
})
