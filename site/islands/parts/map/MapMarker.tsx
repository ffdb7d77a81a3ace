import { markerPosition } from '../../../../shared/domain/view/map-geometry'
import { ratingLabel } from '../../../../shared/domain/rating/ratings'
import type { MapSpot } from '../../../lib/universal/map/map-spot'
import { ratingLetter, ratingTone } from '../rating-style'

type Props = { spot: MapSpot; zoom: number; selected: boolean; onClick: (detail: number) => void }

/** One spot's marker: a button named after the spot and its rating, placed by lon/lat. */
export function MapMarker({ spot, zoom, selected, onClick }: Props) {
  const { xPct, yPct } = markerPosition(spot)
  return (
    <button
      type="button"
      aria-label={`${spot.name}: ${ratingLabel(spot.rating)}`}
      aria-pressed={selected}
      onClick={(e) => onClick(e.detail)}
      className={`absolute grid h-6 w-6 place-items-center rounded-full text-xs font-bold shadow ${ratingTone(spot.rating)} ${selected ? 'z-10 ring-4 ring-amber-400' : ''}`}
      style={{
        left: `${xPct}%`,
        top: `${yPct}%`,
        // Markers keep their size whatever the zoom.
        transform: `translate(-50%, -50%) scale(${1 / zoom})`,
      }}
    >
      <span aria-hidden="true">{ratingLetter(spot.rating)}</span>
    </button>
  )
}
