// The world map's geometry: where a marker sits on the
// equirectangular map, the zoom steps and bounds, how far the map may be panned, and when a
// pointer gesture is a click rather than a drag. Pure: the island feeds it numbers.

export const MAP_HEIGHT_PX = 500
export const ZOOM_MIN = 0.5
export const ZOOM_MAX = 4
export const ZOOM_BUTTON_STEP = 1.5
export const WHEEL_ZOOM_IN = 1.25
export const WHEEL_ZOOM_OUT = 0.8
/** Below this zoom the map snaps back to the centre. */
export const PAN_RESET_BELOW_ZOOM = 1.2
/** The map may be dragged at most this many px (times the zoom) from the centre on each axis. */
export const PAN_LIMIT_PER_ZOOM_PX = 300
/** A touch that lasts this long or longer is a press, not a tap. */
export const TAP_MAX_MS = 500
/** A pointer that moves this far or further drags the map instead of clicking. */
export const CLICK_MAX_MOVE_PX = 5
/** How far one arrow key pans the map (not in the spec: a visible step that keeps context). */
export const KEY_PAN_STEP_PX = 50
export const MARKER_MIN_PCT = 1
export const MARKER_MAX_PCT = 99

export type Pan = { x: number; y: number }
export type MapView = { zoom: number; pan: Pan }
export type GesturePointer = 'mouse' | 'touch' | 'pen'

export const INITIAL_VIEW: MapView = { zoom: 1, pan: { x: 0, y: 0 } }

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n))

/** A marker's place as percentages of the map's width and height, kept within 1–99 %. */
export function markerPosition(point: { latitude: number; longitude: number }): {
  xPct: number
  yPct: number
} {
  const x = ((point.longitude + 180) / 360) * 100
  const y = ((90 - point.latitude) / 180) * 100
  return {
    xPct: clamp(x, MARKER_MIN_PCT, MARKER_MAX_PCT),
    yPct: clamp(y, MARKER_MIN_PCT, MARKER_MAX_PCT),
  }
}

/** A zoom level kept within 0.5×–4×. */
export function clampZoom(zoom: number): number {
  return clamp(zoom, ZOOM_MIN, ZOOM_MAX)
}

/** A pan kept within ±300 px × zoom on each axis. */
export function clampPan(pan: Pan, zoom: number): Pan {
  const limit = PAN_LIMIT_PER_ZOOM_PX * zoom
  return { x: clamp(pan.x, -limit, limit), y: clamp(pan.y, -limit, limit) }
}

/** The view after multiplying the zoom by factor: clamped, and re-centred below 1.2×. */
export function zoomView(view: MapView, factor: number): MapView {
  const zoom = clampZoom(view.zoom * factor)
  const pan = zoom < PAN_RESET_BELOW_ZOOM ? { x: 0, y: 0 } : clampPan(view.pan, zoom)
  return { zoom, pan }
}

/** The zoom factor of one wheel notch: scrolling up (negative deltaY) zooms in. */
export function wheelFactor(deltaY: number): number {
  return deltaY < 0 ? WHEEL_ZOOM_IN : WHEEL_ZOOM_OUT
}

/** The view after moving the map by (dx, dy) px from a starting pan, within the pan limit. */
export function panView(view: MapView, from: Pan, dx: number, dy: number): MapView {
  return { zoom: view.zoom, pan: clampPan({ x: from.x + dx, y: from.y + dy }, view.zoom) }
}

/** True when a pointer gesture is a click: moved under 5 px, and for touch shorter than 500 ms. */
export function isClickGesture(input: {
  pointer: GesturePointer
  durationMs: number
  movedPx: number
}): boolean {
  if (input.movedPx >= CLICK_MAX_MOVE_PX) return false
  return input.pointer !== 'touch' || input.durationMs < TAP_MAX_MS
}

/** The selection after clicking a marker: clicking the selected one again clears it. */
export function toggleSelection(selected: number | null, clicked: number): number | null {
  return selected === clicked ? null : clicked
}

export type MapKeyAction =
  { kind: 'zoom'; factor: number } | { kind: 'pan'; dx: number; dy: number } | { kind: 'deselect' }

/** What a key does on the map: + / - zoom, arrows pan, Escape deselects; null for others. */
export function mapKeyAction(key: string): MapKeyAction | null {
  switch (key) {
    case '+':
    case '=':
      return { kind: 'zoom', factor: ZOOM_BUTTON_STEP }
    case '-':
    case '_':
      return { kind: 'zoom', factor: 1 / ZOOM_BUTTON_STEP }
    // An arrow moves the view towards that side, so the map itself moves the other way.
    case 'ArrowLeft':
      return { kind: 'pan', dx: KEY_PAN_STEP_PX, dy: 0 }
    case 'ArrowRight':
      return { kind: 'pan', dx: -KEY_PAN_STEP_PX, dy: 0 }
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: KEY_PAN_STEP_PX }
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -KEY_PAN_STEP_PX }
    case 'Escape':
      return { kind: 'deselect' }
    default:
      return null
  }
}

/**
 * The point under a click, from where it fell in the drawn world (0-1 across and down, the
 * inverse of markerPosition's projection), rounded to 3 decimals as /forecast keeps points.
 */
export function pointAtFraction(
  xFrac: number,
  yFrac: number,
): { latitude: number; longitude: number } {
  const round3 = (v: number) => Math.round(v * 1000) / 1000
  return {
    latitude: round3(clamp(90 - yFrac * 180, -90, 90)),
    longitude: round3(clamp(xFrac * 360 - 180, -180, 180)),
  }
}

/** A box of the world in degrees (west may be east of east only across the antimeridian). */
export type GeoBounds = { west: number; south: number; east: number; north: number }

/**
 * The part of the world in view: the layer is the surface's box (width × height px) scaled by
 * the zoom about its centre and moved by the pan, so a screen edge falls at a share of the world.
 */
export function visibleBounds(view: MapView, width: number, height: number): GeoBounds {
  const share = (edge: number, size: number, pan: number) =>
    clamp(0.5 + (edge - size / 2 - pan) / (size * view.zoom), 0, 1)
  const round3 = (v: number) => Math.round(v * 1000) / 1000
  return {
    west: round3(share(0, width, view.pan.x) * 360 - 180),
    east: round3(share(width, width, view.pan.x) * 360 - 180),
    north: round3(90 - share(0, height, view.pan.y) * 180),
    south: round3(90 - share(height, height, view.pan.y) * 180),
  }
}

/** The view at `zoom` that brings the point as near the surface's centre as the pan limit lets. */
export function viewCentredOn(
  point: { latitude: number; longitude: number },
  zoom: number,
  width: number,
  height: number,
): MapView {
  const { xPct, yPct } = markerPosition(point)
  const z = clampZoom(zoom)
  const pan = { x: -(xPct / 100 - 0.5) * width * z, y: -(yPct / 100 - 0.5) * height * z }
  return zoomView({ zoom: z, pan }, 1)
}

/** True when the point is on screen, this many px or more inside the surface's edges. */
export function isInView(
  point: { latitude: number; longitude: number },
  view: MapView,
  width: number,
  height: number,
  marginPx = 16,
): boolean {
  const { xPct, yPct } = markerPosition(point)
  const x = width / 2 + view.pan.x + (xPct / 100 - 0.5) * width * view.zoom
  const y = height / 2 + view.pan.y + (yPct / 100 - 0.5) * height * view.zoom
  return x >= marginPx && x <= width - marginPx && y >= marginPx && y <= height - marginPx
}

/** The zoom a found spot is shown at: 4× unless the pan limit would leave it off screen there. */
export const FOCUS_ZOOMS = [ZOOM_MAX, 3, 2.25, 1.5, 1] as const

/** The closest view centred on the point that still shows it (pan limits stop at the edges). */
export function focusView(
  point: { latitude: number; longitude: number },
  width: number,
  height: number,
): MapView {
  for (const zoom of FOCUS_ZOOMS) {
    const view = viewCentredOn(point, zoom, width, height)
    if (isInView(point, view, width, height)) return view
  }
  return INITIAL_VIEW
}
