import { describe, expect, it } from 'vitest'
import { landResolution, normaliseView, panView, pixelOf, pointAt } from './map-view'

const view = { lat: 33.6, lon: -118, zoom: 9, width: 640, height: 400 }

describe('the spot map view', () => {
  it('puts the centre under the crosshair and back', () => {
    expect(pixelOf(view, 33.6, -118)).toEqual([320, 200])
    expect(pointAt(view, 320, 200)).toEqual({ lat: 33.6, lon: -118 })
  })

  it('turns a pixel into the point drawn there and back again', () => {
    const point = pointAt(view, 100, 350)
    expect(point).not.toBeNull()
    const [x, y] = pixelOf(view, point!.lat, point!.lon) ?? [0, 0]
    expect(x).toBeCloseTo(100, 0)
    expect(y).toBeCloseTo(350, 0)
  })

  it('pans east by half a view and keeps the zoom', () => {
    const moved = panView(view, 0.5, 0)
    expect(moved.lon).toBeGreaterThan(view.lon)
    expect(moved.lat).toBeCloseTo(view.lat, 6)
    expect(moved.zoom).toBe(9)
  })

  it('wraps longitude and bounds zoom and latitude', () => {
    expect(normaliseView({ ...view, lon: 190, zoom: 20, lat: 89 })).toMatchObject({
      lon: -170,
      zoom: 14,
      lat: 80,
    })
  })

  it('draws coarse land for the world and fine land close in', () => {
    expect(landResolution(0)).toBe('110m')
    expect(landResolution(4)).toBe('50m')
    expect(landResolution(9)).toBe('10m')
  })
})
