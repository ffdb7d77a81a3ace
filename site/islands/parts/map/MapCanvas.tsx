import type { KeyboardEvent, MouseEvent, ReactNode } from 'react'
import {
  MAP_HEIGHT_PX,
  mapKeyAction,
  pointAtFraction,
} from '../../../../shared/domain/view/map-geometry'
import type { MapCluster, MarkerItem } from '../../../lib/universal/map/map-clusters'
import { MapClusterMarker } from './MapClusterMarker'
import { MapMarker } from './MapMarker'
import { ZoomControls } from './ZoomControls'
import type { MapViewState } from './use-map-view'

type Props = {
  /** The view, kept by the island (the search and the clusters move it too). */
  map: MapViewState
  /** Spots and clusters to draw at this view. */
  markers: MarkerItem[]
  selectedId: number | null
  onSelect: (id: number) => void
  /** A cluster activated: the island zooms into it. */
  onCluster: (cluster: MapCluster) => void
  onDeselect: () => void
  /** A click or tap on the map itself (not a marker): the point under it. */
  onPick?: (point: { latitude: number; longitude: number }) => void
  /** The land drawing, rendered on the server (an Astro slot). */
  children?: ReactNode
}

/** The zoomable, draggable world map with one button per spot or cluster of spots. */
export function MapCanvas(props: Props) {
  const { map, markers, selectedId, onSelect, onCluster, onDeselect, onPick, children } = props
  const { view, zoomBy, panBy, surfaceRef, isDragClick, surfaceHandlers } = map

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
          {markers.map((item) =>
            item.kind === 'spot' ? (
              <MapMarker
                key={item.spot.id}
                spot={item.spot}
                zoom={view.zoom}
                selected={item.spot.id === selectedId}
                onClick={(detail) => {
                  if (!isDragClick(detail)) onSelect(item.spot.id)
                }}
              />
            ) : (
              <MapClusterMarker
                key={`cluster-${item.cluster.id}`}
                cluster={item.cluster}
                zoom={view.zoom}
                onClick={(detail) => {
                  if (!isDragClick(detail)) onCluster(item.cluster)
                }}
              />
            ),
          )}
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
