import { describe, expect, it } from 'vitest'
import { MARINE_ZONES } from './marine-zones'
import { SPOT_SEEDS } from './spots'

describe('MARINE_ZONES', () => {
  it('should give every US seed spot a marine zone and office, and no other spot one', () => {
    const us = SPOT_SEEDS.filter((s) => s.isUS).map((s) => s.slug)
    expect(Object.keys(MARINE_ZONES).sort()).toEqual([...us].sort())
  })

  it('should name zones and offices the way NWS writes them', () => {
    for (const { zone, office } of Object.values(MARINE_ZONES)) {
      expect(zone).toMatch(/^(AM|AN|GM|PZ|PH)Z\d{3}$/)
      expect(office).toMatch(/^[A-Z]{3}$/)
    }
  })
})
