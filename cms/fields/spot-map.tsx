'use client'
// The map a new spot's point is picked on: the coast drawn by the server for the view (GET
// /api/admin/coastline, Natural Earth land; there is no tile server offline), a crosshair at the
// view's centre and the spot's marker. Mouse: a click places the marker. Keyboard: arrows move the
// view, + and − zoom, Enter or Space places the marker at the crosshair. Buttons do the same.
import { useEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent } from 'react'
import type { MapView } from '../admin/map-view'
import {
  kmPerPixel,
  MAX_ZOOM,
  MIN_ZOOM,
  normaliseView,
  panView,
  pixelOf,
  pointAt,
} from '../admin/map-view'

export const MAP_WIDTH = 640
export const MAP_HEIGHT = 400
/** Zoom a marker typed or found opens at: a few km across, so the beach is plain. */
export const MARKER_ZOOM = 11
/** Arrow keys and the pan buttons move the view by this share of it. */
const PAN_STEP = 0.25

const WORLD: MapView = { lat: 20, lon: 0, zoom: 0, width: MAP_WIDTH, height: MAP_HEIGHT }

type Props = {
  latitude: number | null
  longitude: number | null
  onPick: (latitude: number, longitude: number) => void
}

const fixed = (v: number) => v.toFixed(4)

function useCoast(view: MapView): { d: string; error: string | null } {
  const [coast, setCoast] = useState<{ d: string; error: string | null }>({ d: '', error: null })
  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({
      lat: String(view.lat),
      lon: String(view.lon),
      zoom: String(view.zoom),
      width: String(view.width),
      height: String(view.height),
    })
    fetch(`/api/admin/coastline?${query}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json()) as { d?: string; message?: string }
        if (!response.ok)
          throw new Error(body.message ?? `The coast did not load (${response.status})`)
        setCoast({ d: body.d ?? '', error: null })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setCoast((was) => ({
          d: was.d,
          error: error instanceof Error ? error.message : String(error),
        }))
      })
    return () => controller.abort()
  }, [view.lat, view.lon, view.zoom, view.width, view.height])
  return coast
}

export function SpotMap({ latitude, longitude, onPick }: Props) {
  const hasMarker = latitude !== null && longitude !== null
  const [view, setView] = useState<MapView>(() =>
    hasMarker ? { ...WORLD, lat: latitude, lon: longitude, zoom: MARKER_ZOOM } : WORLD,
  )
  const { d, error } = useCoast(view)
  const svg = useRef<SVGSVGElement>(null)
  const marker = hasMarker ? pixelOf(view, latitude, longitude) : null
  const across = kmPerPixel(view) * view.width
  const zoomBy = (step: number) => setView((v) => normaliseView({ ...v, zoom: v.zoom + step }))
  const pan = (dx: number, dy: number) => setView((v) => panView(v, dx, dy))
  const placeAtCrosshair = () => onPick(Number(fixed(view.lat)), Number(fixed(view.lon)))
  const centreOnMarker = () => {
    if (hasMarker)
      setView((v) =>
        normaliseView({ ...v, lat: latitude, lon: longitude, zoom: Math.max(v.zoom, MARKER_ZOOM) }),
      )
  }

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = ((event.clientX - box.left) * view.width) / box.width
    const y = ((event.clientY - box.top) * view.height) / box.height
    const point = pointAt(view, x, y)
    if (point) onPick(point.lat, point.lon)
  }

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
    }
    const move = moves[event.key]
    if (move) pan(...move)
    else if (event.key === '+' || event.key === '=') zoomBy(1)
    else if (event.key === '-' || event.key === '_') zoomBy(-1)
    else if (event.key === 'Enter' || event.key === ' ') placeAtCrosshair()
    else return
    event.preventDefault()
  }

  const button = (label: string, text: string, action: () => void, disabled = false) => (
    <button
      type="button"
      className="btn btn--style-secondary btn--size-small"
      style={{ margin: 0 }}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={action}
    >
      {text}
    </button>
  )

  const { width, height } = view
  return (
    <div className="spot-map" style={{ display: 'grid', gap: '0.5rem', maxWidth: width }}>
      <svg
        ref={svg}
        viewBox={`0 0 ${width} ${height}`}
        role="application"
        tabIndex={0}
        aria-label="Map to pick the spot's point: click where the wave breaks, or move the map with the arrow keys, zoom with + and −, and press Enter to put the marker at the crosshair"
        aria-describedby="spot-map-status"
        data-view-lat={view.lat}
        data-view-lon={view.lon}
        data-view-zoom={view.zoom}
        style={{
          width: '100%',
          height: 'auto',
          cursor: 'crosshair',
          background: '#bcd9ea',
          borderRadius: 4,
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <path d={d} fill="#e8e1cf" stroke="#6b7b63" strokeWidth={0.8} />
        <g stroke="#1d3557" strokeWidth={1} opacity={0.6} aria-hidden="true">
          <line x1={width / 2 - 10} x2={width / 2 + 10} y1={height / 2} y2={height / 2} />
          <line x1={width / 2} x2={width / 2} y1={height / 2 - 10} y2={height / 2 + 10} />
        </g>
        {marker && (
          <g data-testid="spot-marker" aria-hidden="true">
            <circle
              cx={marker[0]}
              cy={marker[1]}
              r={7}
              fill="#d62828"
              stroke="#fff"
              strokeWidth={2}
            />
            <circle cx={marker[0]} cy={marker[1]} r={1.5} fill="#fff" />
          </g>
        )}
      </svg>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
        {button('Zoom in', '+', () => zoomBy(1), view.zoom >= MAX_ZOOM)}
        {button('Zoom out', '−', () => zoomBy(-1), view.zoom <= MIN_ZOOM)}
        {button('Move the map north', '↑', () => pan(0, -PAN_STEP))}
        {button('Move the map south', '↓', () => pan(0, PAN_STEP))}
        {button('Move the map west', '←', () => pan(-PAN_STEP, 0))}
        {button('Move the map east', '→', () => pan(PAN_STEP, 0))}
        {button('Put the marker at the crosshair', 'Marker at crosshair', placeAtCrosshair)}
        {button('Centre the map on the marker', 'Centre on marker', centreOnMarker, !hasMarker)}
      </div>
      <p id="spot-map-status" aria-live="polite" style={{ margin: 0 }}>
        {hasMarker
          ? `Marker at ${fixed(latitude)}, ${fixed(longitude)}. `
          : 'No point yet: click the map where the wave breaks. '}
        {`The map shows about ${across < 10 ? across.toFixed(1) : Math.round(across)} km across.`}
        {error && ` ${error}`}
      </p>
    </div>
  )
}
