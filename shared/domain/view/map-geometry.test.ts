import { describe, expect, it } from 'vitest'
import {
  ZOOM_MAX,
  focusView,
  isInView,
  viewCentredOn,
  visibleBounds,
  clampPan,
  clampZoom,
  isClickGesture,
  mapKeyAction,
  markerPosition,
  panView,
  pointAtFraction,
  toggleSelection,
  wheelFactor,
  zoomView,
} from './map-geometry'

describe('markerPosition', () => {
  it.each([
    [0, 0, 50, 50],
    [90, -180, 1, 1],
    [-90, 180, 99, 99],
    [45, 90, 75, 25],
    [-45, -90, 25, 75],
    [89.9, 179.9, 99, 1],
    [21.66, -158.05, 6.097, 37.966],
  ])('should place lat %d, lon %d at %d%% × %d%%', (latitude, longitude, xPct, yPct) => {
    const p = markerPosition({ latitude, longitude })
    expect(p.xPct).toBeCloseTo(xPct, 2)
    expect(p.yPct).toBeCloseTo(yPct, 2)
  })
})

describe('clampZoom', () => {
  it.each([
    [0.1, 0.5],
    [0.5, 0.5],
    [1, 1],
    [4, 4],
    [6, 4],
  ])('should keep a zoom of %d at %d', (zoom, expected) => {
    expect(clampZoom(zoom)).toBe(expected)
  })
})

describe('zoomView', () => {
  it.each([
    ['a button step in', 1, 1.5, 1.5],
    ['a button step out', 1, 1 / 1.5, 1 / 1.5],
    ['a wheel step in', 1, 1.25, 1.25],
    ['a wheel step out', 1, 0.8, 0.8],
    ['steps past 4×', 3, 1.5, 4],
    ['steps under 0.5×', 0.6, 0.8, 0.5],
  ])('should zoom for %s', (_name, zoom, factor, expected) => {
    expect(zoomView({ zoom, pan: { x: 0, y: 0 } }, factor).zoom).toBeCloseTo(expected, 6)
  })

  it.each([
    ['drops below 1.2×', 1.5, 0.75, { x: 0, y: 0 }],
    ['stays at 1.2× or more', 2, 0.6, { x: 200, y: -100 }],
    ['shrinks the pan limit', 4, 0.5, { x: 200, y: -100 }],
  ])('should handle the pan when the zoom %s', (_name, zoom, factor, pan) => {
    expect(zoomView({ zoom, pan: { x: 200, y: -100 } }, factor).pan).toEqual(pan)
  })

  it('should clamp the pan to the new, smaller limit when zooming out', () => {
    expect(zoomView({ zoom: 4, pan: { x: 1200, y: -1200 } }, 1 / 1.5).pan).toEqual({
      x: 800,
      y: -800,
    })
  })
})

describe('wheelFactor', () => {
  it.each([
    [-100, 1.25],
    [100, 0.8],
    [0, 0.8],
  ])('should turn a deltaY of %d into a factor of %d', (deltaY, factor) => {
    expect(wheelFactor(deltaY)).toBe(factor)
  })
})

describe('clampPan and panView', () => {
  it.each([
    [1, { x: 500, y: -500 }, { x: 300, y: -300 }],
    [2, { x: 500, y: -700 }, { x: 500, y: -600 }],
    [4, { x: 1300, y: 0 }, { x: 1200, y: 0 }],
    [0.5, { x: 200, y: 100 }, { x: 150, y: 100 }],
  ])('should keep a pan within 300 px × %d', (zoom, pan, expected) => {
    expect(clampPan(pan, zoom)).toEqual(expected)
  })

  it('should move from the drag start and stop at the limit', () => {
    const view = { zoom: 2, pan: { x: 0, y: 0 } }
    expect(panView(view, { x: 100, y: 0 }, 40, -30).pan).toEqual({ x: 140, y: -30 })
    expect(panView(view, { x: 550, y: 0 }, 100, 0).pan).toEqual({ x: 600, y: 0 })
  })
})

describe('isClickGesture', () => {
  it.each([
    ['mouse', 100, 0, true],
    ['mouse', 2000, 4.9, true],
    ['mouse', 100, 5, false],
    ['touch', 499, 0, true],
    ['touch', 500, 0, false],
    ['touch', 100, 6, false],
    ['pen', 900, 1, true],
  ] as const)('should read a %s gesture of %d ms and %d px as a click: %s', (...row) => {
    const [pointer, durationMs, movedPx, expected] = row
    expect(isClickGesture({ pointer, durationMs, movedPx })).toBe(expected)
  })
})

describe('toggleSelection', () => {
  it.each([
    [null, 3, 3],
    [3, 3, null],
    [3, 4, 4],
  ])('should turn selection %s into %s after clicking %s', (selected, clicked, expected) => {
    expect(toggleSelection(selected, clicked)).toBe(expected)
  })
})

describe('mapKeyAction', () => {
  it.each([
    ['+', { kind: 'zoom', factor: 1.5 }],
    ['=', { kind: 'zoom', factor: 1.5 }],
    ['-', { kind: 'zoom', factor: 1 / 1.5 }],
    ['ArrowLeft', { kind: 'pan', dx: 50, dy: 0 }],
    ['ArrowRight', { kind: 'pan', dx: -50, dy: 0 }],
    ['ArrowUp', { kind: 'pan', dx: 0, dy: 50 }],
    ['ArrowDown', { kind: 'pan', dx: 0, dy: -50 }],
    ['Escape', { kind: 'deselect' }],
    ['a', null],
  ])('should map the %s key', (key, action) => {
    expect(mapKeyAction(key)).toEqual(action)
  })
})

describe('pointAtFraction', () => {
  it('turns a place in the drawing back into the point markerPosition put there', () => {
    const point = { latitude: 36.95, longitude: -122.03 }
    const { xPct, yPct } = markerPosition(point)
    expect(pointAtFraction(xPct / 100, yPct / 100)).toEqual(point)
  })

  it('keeps the point on the globe at the edges', () => {
    expect(pointAtFraction(0, 0)).toEqual({ latitude: 90, longitude: -180 })
    expect(pointAtFraction(1.2, -0.1)).toEqual({ latitude: 90, longitude: 180 })
    expect(pointAtFraction(0.5, 0.5)).toEqual({ latitude: 0, longitude: 0 })
  })
})

describe('visibleBounds', () => {
  it('should see the whole world at 1× and the middle half at 2×', () => {
    expect(visibleBounds({ zoom: 1, pan: { x: 0, y: 0 } }, 900, 500)).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    })
    expect(visibleBounds({ zoom: 2, pan: { x: 0, y: 0 } }, 900, 500)).toEqual({
      west: -90,
      south: -45,
      east: 90,
      north: 45,
    })
  })

  it('should follow the pan: the map moved left shows the east', () => {
    const b = visibleBounds({ zoom: 2, pan: { x: -450, y: 0 } }, 900, 500)
    expect(b.west).toBe(0)
    expect(b.east).toBe(180)
  })
})

describe('viewCentredOn and focusView', () => {
  it('should put the point at the centre when the pan limit allows it', () => {
    const point = { latitude: 0, longitude: 45 }
    const view = viewCentredOn(point, 2, 900, 500)
    expect(view).toEqual({ zoom: 2, pan: { x: -225, y: -0 } })
    expect(isInView(point, view, 900, 500)).toBe(true)
  })

  it('should zoom out until a point near the edge is on screen', () => {
    const point = { latitude: 0, longitude: 175 }
    const view = focusView(point, 900, 500)
    expect(view.zoom).toBeLessThan(ZOOM_MAX)
    expect(isInView(point, view, 900, 500)).toBe(true)
    expect(focusView({ latitude: 10, longitude: 10 }, 900, 500).zoom).toBe(ZOOM_MAX)
  })
})
