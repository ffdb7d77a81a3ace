import { describe, expect, it } from 'vitest'
import { unitsCookie, unitsOfCookieHeader } from './choice'

describe('the units cookie', () => {
  it.each([
    [null, 'imperial'],
    ['', 'imperial'],
    ['units=metric', 'metric'],
    ['payload-token=abc; units=metric; other=1', 'metric'],
    ['units=imperial', 'imperial'],
    ['units=kelvin', 'imperial'],
    ['myunits=metric', 'imperial'],
  ])('should read %j as %s', (header, units) => {
    expect(unitsOfCookieHeader(header)).toBe(units)
  })

  it('should keep the choice site-wide for a year, same-site only', () => {
    expect(unitsCookie('metric')).toBe('units=metric; Path=/; Max-Age=31536000; SameSite=Lax')
  })
})
