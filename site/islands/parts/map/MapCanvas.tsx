import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import {
  MAP_HEIGHT_PX,
  mapKeyAction,
  pointAtFraction,
} from '../../../../shared/domain/view/map-geometry'
import type { MapSpot } from '../../../lib/universal/map/map-spot'
import { MapMarker } from './MapMarker'
import { ZoomControls } from './ZoomControls'
import { useMapView } from './use-map-view'

type Props = {
  spots: MapSpot[]
  selectedId: number | null
  onSelect: (id: number) => void
  onDeselect: () => void
  /** A click or tap on the map itself (not a marker): the point under it. */
  onPick?: (point: { latitude: number; longitude: number }) => void
  /** The land drawing, rendered on the server (an Astro slot). */
  children?: ReactNode
}

/** The zoomable, draggable world map with one button per spot. */
export function MapCanvas({ spots, selectedId, onSelect, onDeselect, onPick, children }: Props) {
  const { view, zoomBy, panBy, surfaceRef, isDragClick, surfaceHandlers } = useMapView()

  // The layer's box is the drawn world as zoomed and panned, so the click's share of it is the point.
  const onLayerClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!onPick || isDragClick(e.detail) || (e.target as Element).closest('button')) return
    const box = e.currentTarget.getBoundingClientRect()
    onPick(pointAtFraction((e.clientX - box.left) / box.width, (e.clientY - box.top) / box.height))
  }

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
          onClick={onLayerClick}
          style={{
            transform: `translate(${view.pan.x}px, ${view.pan.y}px) scale(${view.zoom})`,
          }}
        >
          {children}
          {spots.map((spot) => (
            <MapMarker
              key={spot.id}
              spot={spot}
              zoom={view.zoom}
              selected={spot.id === selectedId}
              onClick={(detail) => {
                if (!isDragClick(detail)) onSelect(spot.id)
              }}
            />
          ))}
        </div>
        <ZoomControls zoom={view.zoom} zoomBy={zoomBy} />
      </div>
      <p id="map-keys" className="text-sm text-slate-700">
        Drag to pan, scroll or use the buttons to zoom. With a keyboard: + and − zoom, arrow keys
        pan, Escape clears the selection.
      </p>
    </div>
  )
}
