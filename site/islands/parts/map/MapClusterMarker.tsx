import { RATINGS } from '../../../../shared/domain/rating/ratings'
import { markerPosition } from '../../../../shared/domain/view/map-geometry'
import { clusterLabel, type MapCluster } from '../../../lib/universal/map/map-clusters'
import { ratingLetter, ratingTone } from '../rating-style'

type Props = { cluster: MapCluster; zoom: number; onClick: (detail: number) => void }

/**
 * A cluster of nearby spots: a button named "12 spots: 3 GOOD, 9 RIDEABLE" showing its count and,
 * under it, each rating's letter and count on the rating's colour (never the colour alone).
 * Activating it zooms into it.
 */
export function MapClusterMarker({ cluster, zoom, onClick }: Props) {
  const { xPct, yPct } = markerPosition(cluster)
  const label = clusterLabel(cluster)
  return (
    <button
      type="button"
      aria-label={`${label}. Zoom in`}
      title={label}
      data-testid="map-cluster"
      onClick={(e) => onClick(e.detail)}
      className="absolute flex flex-col items-center gap-0.5"
      style={{
        left: `${xPct}%`,
        top: `${yPct}%`,
        transform: `translate(-50%, -50%) scale(${1 / zoom})`,
      }}
    >
      <span
        aria-hidden="true"
        className="grid h-8 min-w-8 place-items-center rounded-full border-2 border-white bg-ink px-1 text-xs font-bold text-white shadow"
      >
        {cluster.count}
      </span>
      <span aria-hidden="true" className="flex overflow-hidden rounded shadow">
        {RATINGS.filter((r) => cluster.counts[r] > 0).map((r) => (
          <span key={r} className={`px-0.5 text-[9px] leading-3 font-bold ${ratingTone(r)}`}>
            {ratingLetter(r)}
            {cluster.counts[r]}
          </span>
        ))}
        {cluster.counts.unrated > 0 && (
          <span className="bg-white px-0.5 text-[9px] leading-3 font-bold text-ink">
            ?{cluster.counts.unrated}
          </span>
        )}
      </span>
    </button>
  )
}
