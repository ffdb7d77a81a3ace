import { describe, expect, it } from 'vitest'
import { distanceKm } from './coast'
import { seaPathsFrom } from './sea-path'

// Stations' places as @neaps/tide-database (TICON-4) records them.
const BENOA = [-8.745, 115.21] as const
const WICK = [58.440972, -3.086389] as const

describe('seaPathsFrom', () => {
  it('should go round the Bukit from Kuta to Benoa, far longer than the straight line', () => {
    const km = seaPathsFrom(-8.7185, 115.163, 50).toPoint(...BENOA)
    expect(distanceKm(-8.7185, 115.163, ...BENOA)).toBeLessThan(7)
    expect(km).toBeGreaterThan(35)
    expect(km).toBeLessThan(50)
  })

  // The grid's 8 directions and the snap off the beach add up to a fifth over open water.
  it('should keep a path over open sea close to the straight line (Bondi to 9 km offshore)', () => {
    const [lat, lon] = [-33.97, 151.31]
    const km = seaPathsFrom(-33.891, 151.278, 50).toPoint(lat, lon)
    expect(km).not.toBeNull()
    expect(km!).toBeLessThan(distanceKm(-33.891, 151.278, lat, lon) * 1.25)
  })

  it('should not reach Wick from Thurso within 50 km: round Duncansby Head it is farther', () => {
    expect(seaPathsFrom(58.596, -3.514, 50).toPoint(...WICK)).toBeNull()
    expect(seaPathsFrom(58.596, -3.514, 70).toPoint(...WICK)).toBeGreaterThan(50)
  })

  it('should not reach water the map closes off (a point inland)', () => {
    expect(seaPathsFrom(-33.891, 151.278, 50).toPoint(-33.8, 151.0)).toBeNull()
  })
})
