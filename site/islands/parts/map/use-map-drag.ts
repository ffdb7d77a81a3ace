// Dragging the map with a mouse, pen or finger, and telling a drag from a click or tap (the
// rules are isClickGesture's, shared/domain/view/map-geometry).
import { useRef, type Dispatch, type PointerEvent, type SetStateAction } from 'react'
import {
  CLICK_MAX_MOVE_PX,
  isClickGesture,
  panView,
  type GesturePointer,
  type MapView,
  type Pan,
} from '../../../../shared/domain/view/map-geometry'

type Drag = {
  pointerId: number
  startX: number
  startY: number
  startPan: Pan
  startedAt: number
  movedPx: number
  dragging: boolean
}

/** Pointer handlers for the map's surface, and whether a click ends a drag. */
export function useMapDrag(pan: Pan, setView: Dispatch<SetStateAction<MapView>>) {
  const drag = useRef<Drag | null>(null)
  // Set when the last pointer gesture was a drag or a long press: the click it ends in is not one.
  const swallowClick = useRef(false)

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return
    swallowClick.current = false
    const { pointerId, clientX: startX, clientY: startY, timeStamp: startedAt } = e
    drag.current = {
      pointerId,
      startX,
      startY,
      startPan: pan,
      startedAt,
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

  /** True when a click (detail > 0: not from the keyboard) ends a drag or a long press. */
  const isDragClick = (detail: number): boolean => detail !== 0 && swallowClick.current

  return {
    isDragClick,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  }
}
