import { ZOOM_BUTTON_STEP, ZOOM_MAX, ZOOM_MIN } from '../../../../shared/domain/view/map-geometry'

const CONTROL =
  'grid h-10 w-10 place-items-center rounded-full bg-white text-xl font-bold text-ink shadow disabled:opacity-50'

/** Zoom in / out buttons (disabled at 4× and 0.5×) and the zoom level, announced politely. */
export function ZoomControls({ zoom, zoomBy }: { zoom: number; zoomBy: (f: number) => void }) {
  return (
    <div className="absolute top-3 right-3 flex flex-col items-center gap-2">
      <button
        type="button"
        aria-label="Zoom in"
        className={CONTROL}
        disabled={zoom >= ZOOM_MAX}
        onClick={() => zoomBy(ZOOM_BUTTON_STEP)}
      >
        +
      </button>
      <button
        type="button"
        aria-label="Zoom out"
        className={CONTROL}
        disabled={zoom <= ZOOM_MIN}
        onClick={() => zoomBy(1 / ZOOM_BUTTON_STEP)}
      >
        −
      </button>
      <output
        aria-live="polite"
        aria-label="Zoom level"
        className="rounded bg-white px-2 py-0.5 text-xs font-semibold text-ink shadow"
      >
        {Math.round(zoom * 100)}%
      </output>
    </div>
  )
}
