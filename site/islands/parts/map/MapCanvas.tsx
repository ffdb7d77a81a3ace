import type { KeyboardEvent, ReactNode } from 'react'
import {
  MAP_HEIGHT_PX,
  ZOOM_BUTTON_STEP,
  ZOOM_MAX,
  ZOOM_MIN,
  mapKeyAction,
  markerPosition,
} from '../../../../shared/domain/map-geometry'
import { ratingLabel } from '../../../../shared/domain/ratings'
import type { MapSpot } from '../../../lib/map/map-spot'
import { ratingLetter, ratingTone } from './rating-style'
import { useMapView } from './use-map-view'

type Props = {
  spots: MapSpot[]
  selectedId: number | null
  onSelect: (id: number) => void
  onDeselect: () => void
  /** The land drawing, rendered on the server (an Astro slot). */
  children?: ReactNode
}

const CONTROL =
  'grid h-10 w-10 place-items-center rounded-full bg-white text-xl font-bold text-ink shadow disabled:opacity-50'

/** The zoomable, draggable world map with one button per spot. */
export function MapCanvas({ spots, selectedId, onSelect, onDeselect, children }: Props) {
  const { view, zoomBy, panBy, surfaceRef, isDragClick, surfaceHandlers } = useMapView()

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = mapKeyAction(e.key)
    if (!action) return
    e.preventDefault()
    if (action.kind === 'zoom') zoomBy(action.factor)
    else if (action.kind === 'pan') panBy(action.dx, action.dy)
    else onDeselect()
  }

  return (
    <div className="space-y-2" onKeyDown={onKeyDown}>
      <div
        ref={surfaceRef}
        role="region"
        aria-label="World map of surf spots"
        aria-describedby="map-keys"
        tabIndex={0}
        className="relative touch-none overflow-hidden rounded-xl bg-sky-100 select-none"
        style={{ height: MAP_HEIGHT_PX }}
        {...surfaceHandlers}
      >
        <div
          data-testid="map-layer"
          data-zoom={view.zoom}
          data-pan-x={view.pan.x}
          data-pan-y={view.pan.y}
          className="absolute inset-0 origin-center"
          style={{
            transform: `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.zoom})`,
          }}
        >
          {children}
          {spots.map((spot) => {
            const { xPct, yPct } = markerPosition(spot)
            const selected = spot.id === selectedId
            return (
              <button
                key={spot.id}
                type="button"
                aria-label={`${spot.name}: ${ratingLabel(spot.rating)}`}
                aria-pressed={selected}
                onClick={(e) => {
                  if (!isDragClick(e.detail)) onSelect(spot.id)
                }}
                className={`absolute grid h-6 w-6 place-items-center rounded-full text-xs font-bold shadow ${ratingTone(spot.rating)} ${selected ? 'z-10 ring-4 ring-amber-400' : ''}`}
                style={{
                  left: `${xPct}%`,
                  top: `${yPct}%`,
                  // Markers keep their size whatever the zoom.
                  transform: `translate(-50%, -50%) scale(${1 / view.zoom})`,
                }}
              >
                <span aria-hidden="true">{ratingLetter(spot.rating)}</span>
              </button>
            )
          })}
        </div>
        <div className="absolute top-3 right-3 flex flex-col items-center gap-2">
          <button
            type="button"
            aria-label="Zoom in"
            className={CONTROL}
            disabled={view.zoom >= ZOOM_MAX}
            onClick={() => zoomBy(ZOOM_BUTTON_STEP)}
          >
            +
          </button>
          <button
            type="button"
            aria-label="Zoom out"
            className={CONTROL}
            disabled={view.zoom <= ZOOM_MIN}
            onClick={() => zoomBy(1 / ZOOM_BUTTON_STEP)}
          >
            −
          </button>
          <output
            aria-live="polite"
            aria-label="Zoom level"
            className="rounded bg-white px-2 py-0.5 text-xs font-semibold text-ink shadow"
          >
            {Math.round(view.zoom * 100)}%
          </output>
        </div>
      </div>
      <p id="map-keys" className="text-sm text-slate-700">
        Drag to pan, scroll or use the buttons to zoom. With a keyboard: + and − zoom, arrow keys
        pan, Escape clears the selection.
      </p>
    </div>
  )
}
