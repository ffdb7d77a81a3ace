// Loads the published spots of a zoomed-in view (docs/screens-report-map.md "Spots by view"):
// once the view has rested for a moment, one bounded bbox read; a newer view cancels it.
import { useEffect, useState } from 'react'
import { visibleBounds, type MapView } from '../../../../shared/domain/view/map-geometry'
import { loadSpotsIn, mergeExtra } from '../../../lib/browser-only/map/viewport-spots'
import type { MapSpot } from '../../../lib/universal/map/map-spot'

/** The view must rest this long before its spots are asked for. */
export const VIEWPORT_DEBOUNCE_MS = 350
/** From this zoom on (the first step in) a view's spots are loaded; the world view has the featured. */
export const LOAD_FROM_ZOOM = 1.5

type Size = { width: number; height: number }

/** The spots loaded beyond the page's, and a way to add one (a spot found by the search). */
export function useViewportSpots(view: MapView, size: Size, date: string | undefined) {
  const [extra, setExtra] = useState<ReadonlyMap<number, MapSpot>>(new Map())
  const { zoom, pan } = view
  useEffect(() => {
    if (zoom < LOAD_FROM_ZOOM || size.width === 0) return
    const bounds = visibleBounds({ zoom, pan: { x: pan.x, y: pan.y } }, size.width, size.height)
    const controller = new AbortController()
    const timer = setTimeout(() => {
      loadSpotsIn(bounds, date, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setExtra((kept) => mergeExtra(kept, found))
        })
        // A failed or cancelled read leaves the map as it was; the next view asks again.
        .catch(() => undefined)
    }, VIEWPORT_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [zoom, pan.x, pan.y, size.width, size.height, date])
  const add = (spot: MapSpot) => setExtra((kept) => mergeExtra(kept, [spot]))
  return { extra, add }
}
