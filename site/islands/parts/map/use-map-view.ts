// Zoom and pan state of the map with its wheel and pointer handling. The rules (bounds, steps,
// click-vs-drag) live in shared/domain/view/map-geometry; this only wires events to them.
import { useCallback, useEffect, useRef, useState } from 'react'
import {
  INITIAL_VIEW,
  panView,
  wheelFactor,
  zoomView,
  type MapView,
} from '../../../../shared/domain/view/map-geometry'
import { useMapDrag } from './use-map-drag'

/** The map's view and the handlers for its surface. */
export function useMapView() {
  const [view, setView] = useState<MapView>(INITIAL_VIEW)
  const surfaceRef = useRef<HTMLDivElement>(null)
  const { isDragClick, handlers } = useMapDrag(view.pan, setView)

  const zoomBy = useCallback((factor: number) => setView((v) => zoomView(v, factor)), [])
  const panBy = useCallback(
    (dx: number, dy: number) => setView((v) => panView(v, v.pan, dx, dy)),
    [],
  )

  // React's wheel listener is passive, so it cannot stop the page scrolling: attach our own.
  useEffect(() => {
    const surface = surfaceRef.current
    if (!surface) return
    const onWheel = (e: WheelEvent) => {
      e.preventDefault()
      zoomBy(wheelFactor(e.deltaY))
    }
    surface.addEventListener('wheel', onWheel, { passive: false })
    return () => surface.removeEventListener('wheel', onWheel)
  }, [zoomBy])

  // The surface's size, for what is in view and for centring on a point.
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const surface = surfaceRef.current
    if (!surface) return
    const measure = () => setSize({ width: surface.clientWidth, height: surface.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(surface)
    return () => observer.disconnect()
  }, [])

  return { view, setView, size, zoomBy, panBy, surfaceRef, isDragClick, surfaceHandlers: handlers }
}

export type MapViewState = ReturnType<typeof useMapView>
