import { describe, expect, it } from 'vitest'
import { documentTitle, siteOrigin } from './seo'

describe('documentTitle', () => {
  it.each([
    ['Firing', 'Firing — Surf everywhere. Chill always.'],
    ['Surf Map', 'Surf Map · Firing'],
  ])('should title %s as %s', (title, expected) => {
    expect(documentTitle(title)).toBe(expected)
  })
})

describe('siteOrigin', () => {
  it('should prefer the first configured public origin', () => {
    expect(
      siteOrigin(new URL('http://10.0.0.5:3000/x'), 'https://firing.surf,https://www.firing.surf'),
    ).toBe('https://firing.surf')
  })

  it('should fall back to the request origin', () => {
    expect(siteOrigin(new URL('http://localhost:3000/map'), undefined)).toBe(
      'http://localhost:3000',
    )
  })
})
