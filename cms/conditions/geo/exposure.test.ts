// The exposure method on made-up coasts (lon/lat degrees at the equator, 1° ≈ 111 km): each coast
// has a window a surfer would predict, so a broken ray cast, spreading or nudge shows up here.
import type { Polygon } from 'geojson'
import { describe, expect, it } from 'vitest'
import { exposureAt, swellWindowOf } from '../../../shared/domain/rating/exposure'
import { computeExposure, facingOf, fetchKm, openShare } from './exposure'
import { createLandIndex } from './land'

type Ring = [number, number][]
const polygon = (...rings: Ring[]): Polygon => ({ type: 'Polygon', coordinates: rings })
const land = (...polygons: Polygon[]) =>
  createLandIndex({ type: 'MultiPolygon', coordinates: polygons.map((p) => p.coordinates) })
const box = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
]
/** The width (degrees, counting the last bin) of the one arc the window must be. */
function singleWindowWidth(byDirection: number[]): number {
  const window = swellWindowOf(byDirection)
  expect(window).toHaveLength(1)
  const arc = window[0]!
  return ((arc.toDeg - arc.fromDeg + 360) % 360) + 10
}

/** Each bearing's share lies within its [min, max] (inclusive). */
function expectShares(byDirection: number[], ranges: Record<number, [number, number]>) {
  for (const [deg, [min, max]] of Object.entries(ranges)) {
    const share = exposureAt(byDirection, Number(deg))
    expect(share, `share from ${deg}°`).toBeGreaterThanOrEqual(min)
    expect(share, `share from ${deg}°`).toBeLessThanOrEqual(max)
  }
}

function expectFacingEast(facingDeg: number | null) {
  expect(facingDeg).toBeGreaterThan(85)
  expect(facingDeg).toBeLessThan(95)
}

// A continent west of longitude 0, 4400 km tall: its coast runs north–south and faces east.
const mainland = box(-20, -20, 0, 20)

describe('land index', () => {
  const index = land(polygon(mainland))

  it('tells land from sea by the even-odd rule', () => {
    expect(index.isOnLand(0, -1)).toBe(true)
    expect(index.isOnLand(0, 1)).toBe(false)
    expect(index.isOnLand(25, -1)).toBe(false)
  })

  it('measures the distance to the nearest coast in km', () => {
    expect(index.distanceToCoastKm(0, 0.1)).toBeCloseTo(11.1, 0)
    expect(index.distanceToCoastKm(0, -0.5)).toBeCloseTo(55.7, 0)
  })

  it('finds the fetch toward land and caps it out to sea', () => {
    expect(fetchKm(index, { lat: 0, lon: 0.5 }, 270)).toBeGreaterThan(50)
    expect(fetchKm(index, { lat: 0, lon: 0.5 }, 270)).toBeLessThan(60)
    expect(fetchKm(index, { lat: 0, lon: 0.5 }, 90)).toBe(1000)
  })
})

describe('open share from the fetch', () => {
  it('is nothing under 10 km, grows with the fetch and is full from 1000 km', () => {
    expect(openShare(5)).toBe(0)
    expect(openShare(100)).toBeGreaterThan(openShare(40))
    expect(openShare(100)).toBeLessThan(0.5)
    expect(openShare(1000)).toBe(1)
  })
})

describe('exposure on made-up coasts', () => {
  it('a straight beach takes about half the compass, centred on its facing', () => {
    const result = computeExposure(land(polygon(mainland)), { lat: 0, lon: 0.01 })
    const width = singleWindowWidth(result.byDirection)
    expect(width).toBeGreaterThanOrEqual(170)
    expect(width).toBeLessThanOrEqual(240)
    expectFacingEast(result.facingDeg)
    // Swell running along the beach (from N or S) partly wraps in.
    expectShares(result.byDirection, { 90: [1, 1], 270: [0, 0], 0: [0.3, 0.7], 180: [0.3, 0.7] })
  })

  it('a spot on land in the data is moved to the sea first', () => {
    const index = land(polygon(mainland))
    const result = computeExposure(index, { lat: 0, lon: -0.005 })
    expect(result.nudgedKm).toBeGreaterThan(0.5)
    expect(result.nudgedKm).toBeLessThan(1.5)
    expect(index.isOnLand(result.castFrom.lat, result.castFrom.lon)).toBe(false)
    expectFacingEast(result.facingDeg)
  })

  it('a bay lets in only what comes through its mouth', () => {
    // A bay 8 km deep and 9 km wide, open to the east through a 2 km channel.
    const coast: Ring = [
      [-20, -20],
      [0, -20],
      [0, -0.01],
      [-0.02, -0.01],
      [-0.02, -0.04],
      [-0.09, -0.04],
      [-0.09, 0.04],
      [-0.02, 0.04],
      [-0.02, 0.01],
      [0, 0.01],
      [0, 20],
      [-20, 20],
      [-20, -20],
    ]
    const result = computeExposure(land(polygon(coast)), { lat: 0, lon: -0.07 })
    expect(singleWindowWidth(result.byDirection)).toBeLessThanOrEqual(70)
    expectFacingEast(result.facingDeg)
    // Even straight through the mouth only part of a spread swell gets in.
    expectShares(result.byDirection, { 90: [0.2, 0.6], 30: [0, 0], 150: [0, 0] })
  })

  it('a headland shelters its south side from the north, but swell wraps round its tip', () => {
    // A peninsula 55 km long and 5.5 km wide running east from the coast; the spot is 1.1 km off
    // its south shore and 1.1 km in from the tip, so the tip lies toward 45°.
    const headland = polygon(box(-20, -20, 0, 20), box(-0.01, 0, 0.5, 0.05))
    const result = computeExposure(land(headland), { lat: -0.01, lon: 0.49 })
    // 15° and 25° into the headland's shadow part of the swell wraps in; deep in the shadow
    // (behind the peninsula and the mainland) nothing arrives.
    expectShares(result.byDirection, {
      90: [1, 1],
      140: [1, 1],
      30: [0.15, 0.5],
      20: [0.05, 0.149],
      340: [0, 0.09],
    })
    expect(result.facingDeg).toBeGreaterThan(120)
    expect(result.facingDeg).toBeLessThan(170)
  })

  it('a spot off an island is open all round except behind a nearby island', () => {
    // A reef in open water; an island 11 km across lies 17 km east, hiding 90° ± 18°.
    const result = computeExposure(land(polygon(box(0.15, -0.05, 0.25, 0.05))), { lat: 0, lon: 0 })
    expect(swellWindowOf(result.byDirection)).toEqual([{ fromDeg: 0, toDeg: 350 }])
    expect(Math.min(...result.byDirection)).toBe(exposureAt(result.byDirection, 90))
    expectShares(result.byDirection, {
      90: [0, 0.6],
      0: [0.9, 1],
      180: [0.9, 1],
      200: [0.9, 1],
      270: [0.9, 1],
      340: [0.9, 1],
    })
  })
})

describe('facing', () => {
  it('is the share-weighted mean direction of open water', () => {
    const east = Array.from({ length: 36 }, (_, i) => (i >= 0 && i <= 18 ? 1 : 0))
    expect(facingOf(east)).toBe(90)
    expect(facingOf(Array.from({ length: 36 }, () => 0))).toBeNull()
  })
})
