import { describe, expect, it } from 'vitest'
import {
  FORECAST_CELLS_PER_DEGREE,
  gridCellKey,
  MARINE_CELLS_PER_DEGREE,
  refusePointForecast,
  roundPoint,
} from './forecast'

describe('roundPoint', () => {
  it('keeps 3 decimals, so points ~100 m apart share one answer', () => {
    expect(roundPoint(36.95049, -122.03051)).toEqual({ latitude: 36.95, longitude: -122.031 })
  })
})

describe('gridCellKey', () => {
  it('puts points of one model cell under one key and a neighbouring cell under another', () => {
    const a = gridCellKey(36.951, -122.026, MARINE_CELLS_PER_DEGREE)
    expect(gridCellKey(36.96, -122.01, MARINE_CELLS_PER_DEGREE)).toBe(a)
    expect(gridCellKey(37.0, -122.01, MARINE_CELLS_PER_DEGREE)).not.toBe(a)
  })

  it('is finer for the forecast models than for the waves', () => {
    const [lat, lon] = [36.951, -122.026]
    const [near, nearLon] = [36.951, -122.06]
    expect(gridCellKey(near, nearLon, MARINE_CELLS_PER_DEGREE)).toBe(
      gridCellKey(lat, lon, MARINE_CELLS_PER_DEGREE),
    )
    expect(gridCellKey(near, nearLon, FORECAST_CELLS_PER_DEGREE)).not.toBe(
      gridCellKey(lat, lon, FORECAST_CELLS_PER_DEGREE),
    )
  })
})

describe('refusePointForecast', () => {
  it('lets a point in the water by a coast through', () => {
    expect(refusePointForecast(36.95, -122.03)).toBeNull()
  })

  it('says why a point on land or far out at sea gets no forecast', () => {
    expect(refusePointForecast(39.74, -104.99)).toMatch(/^The point 39.74, -104.99 is on land, /)
    expect(refusePointForecast(30, -40)).toMatch(
      /from any coast; a forecast point must be within 5 km of one\.$/,
    )
  })
})
