import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MARINE_ZONES } from './marine-zones'
import { marineZoneTable, TABLE_END, TABLE_START } from './marine-zones-table'
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

describe('the per-spot table in docs/conditions.md', () => {
  it('should match the seed data (regenerate: npx tsx cms/seed/data/marine-zones-table.ts)', () => {
    const doc = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/conditions.md'),
      'utf8',
    )
    const inDoc = doc.split(TABLE_START)[1]?.split(TABLE_END)[0]?.trim()
    expect(inDoc).toBe(marineZoneTable())
  })
})
