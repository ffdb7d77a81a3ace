// Zoom and pan state of the map with its pointer, wheel and keyboard handling. The rules (bounds,
// steps, click-vs-drag) live in shared/domain/map-geometry; this only wires events to them.
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'
import {
  CLICK_MAX_MOVE_PX,
  INITIAL_VIEW,
  isClickGesture,
  panView,
  wheelFactor,
  zoomView,
  type GesturePointer,
  type MapView,
  type Pan,
} from '../../../../shared/domain/map-geometry'

type Drag = {
  pointerId: number
  startX: number
  startY: number
  startPan: Pan
  startedAt: number
  movedPx: number
  dragging: boolean
}

/** The map's view and the handlers for its surface. */
export function useMapView() {
  const [view, setView] = useState<MapView>(INITIAL_VIEW)
  const surfaceRef = useRef<HTMLDivElement>(null)
  const drag = useRef<Drag | null>(null)
  // Set when the last pointer gesture was a drag or a long press: the click it ends in is not one.
  const swallowClick = useRef(false)

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

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    swallowClick.current = false
    drag.current = {
      pointerId: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      startPan: view.pan,
      startedAt: e.timeStamp,
      movedPx: 0,
      dragging: false,
    }
  }

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.pointerId !== e.pointerId) return
    const dx = e.clientX - d.startX
    const dy = e.clientY - d.startY
    d.movedPx = Math.max(d.movedPx, Math.hypot(dx, dy))
    if (!d.dragging && d.movedPx >= CLICK_MAX_MOVE_PX) {
      d.dragging = true
      // Captured only once it is a drag, so a click still reaches the marker under the pointer.
      e.currentTarget.setPointerCapture(e.pointerId)
    }
    if (d.dragging) setView((v) => panView(v, d.startPan, dx, dy))
  }

  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.pointerId !== e.pointerId) return
    drag.current = null
    const pointer = (e.pointerType || 'mouse') as GesturePointer
    const durationMs = e.timeStamp - d.startedAt
    swallowClick.current = !isClickGesture({ pointer, durationMs, movedPx: d.movedPx })
  }

  /** True when a marker's click event is the end of a drag or long press (then it is ignored). */
  const isDragClick = (detail: number): boolean => detail !== 0 && swallowClick.current

  return {
    view,
    zoomBy,
    panBy,
    surfaceRef,
    isDragClick,
    surfaceHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  }
}
