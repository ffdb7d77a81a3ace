import { describe, expect, it } from 'vitest'
import { callbackUrl, readOidcSettings } from './oidc-settings'

const env = {
  OIDC_ISSUER: 'https://gitlab.example',
  OIDC_CLIENT_ID: 'firing',
  OIDC_CLIENT_SECRET: 's3cret',
}

describe('readOidcSettings', () => {
  it.each(['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'])(
    'should be off when %s is missing',
    (name) => {
      expect(readOidcSettings({ ...env, [name]: '' })).toBeNull()
    },
  )

  it('should default the scope and the callback to this origin', () => {
    const settings = readOidcSettings(env)
    expect(settings?.scope).toBe('openid email profile')
    expect(settings && callbackUrl(settings, 'https://firing.example')).toBe(
      'https://firing.example/api/login/callback',
    )
  })

  it('should use OIDC_REDIRECT_URI when set', () => {
    const settings = readOidcSettings({ ...env, OIDC_REDIRECT_URI: 'https://a.example/cb' })
    expect(settings && callbackUrl(settings, 'https://b.example')).toBe('https://a.example/cb')
  })

  it.each([
    ['http://127.0.0.1:4000', true],
    ['http://localhost:4000/oidc', true],
    ['http://idp.example', false],
    ['https://idp.example', false],
  ])('should allow plain http for %s: %s', (issuer, allowed) => {
    expect(readOidcSettings({ ...env, OIDC_ISSUER: issuer })?.allowInsecure).toBe(allowed)
  })
})
