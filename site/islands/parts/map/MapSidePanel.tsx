import { windDirectionTone } from '../../../../shared/domain/rating/wind'
import {
  formatHeightRange,
  formatSpeed,
  formatTemperature,
  type Units,
} from '../../../../shared/domain/units/units'
import type { MapSpot, RatingCounts } from '../../../lib/universal/map/map-spot'
import { RatingBadge } from '../RatingBadge'
import { RATING_CHIPS } from '../rating-style'
import { SourceLines } from '../SourceLines'
import { SpotHeading } from '../SpotHeading'

const WIND_TONE = { good: 'text-green-800', fair: 'text-amber-800', bad: 'text-red-800' } as const

type Props = {
  spot: MapSpot | null
  date: string
  counts: RatingCounts
  onClose: () => void
  /** The page's units: the spot's numbers are in the spec's, and shown in these. */
  units: Units
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  )
}

const orDash = (v: number | string | null, unit = ''): string => (v === null ? '—' : `${v}${unit}`)

function SelectedSpot({ spot, date, onClose, units }: Omit<Props, 'counts'> & { spot: MapSpot }) {
  const waves =
    spot.waveHeightMin !== null && spot.waveHeightMax !== null
      ? formatHeightRange(spot.waveHeightMin, spot.waveHeightMax, units)
      : '—'
  const wind =
    spot.windSpeed === null
      ? '—'
      : `${formatSpeed(spot.windSpeed, units)} ${spot.windDirection ?? ''}`
  return (
    <div className="space-y-3">
      <SpotHeading name={spot.name} location={spot.location} level={2} look="panel">
        <RatingBadge rating={spot.rating} />
      </SpotHeading>
      <dl className="text-sm">
        <Fact term="Break type" value={spot.breakType} />
        <Fact term="Difficulty" value={spot.skillLevel} />
        <Fact term="Waves" value={waves} />
        <Fact term="Period" value={orDash(spot.wavePeriod, ' s')} />
        <Fact term="Wind" value={wind.trim()} />
        <Fact
          term="Water"
          value={spot.waterTemp === null ? '—' : formatTemperature(spot.waterTemp, units)}
        />
        <div className="flex justify-between gap-3 py-1">
          <dt className="text-slate-600">Wind classification</dt>
          <dd className={`font-semibold ${WIND_TONE[windDirectionTone(spot.windClassification)]}`}>
            {spot.windClassification ?? 'unknown'}
          </dd>
        </div>
      </dl>
      {spot.sources.length > 0 && <SourceLines lines={spot.sources} />}
      <div className="flex flex-wrap gap-2">
        <a
          href={`/spot/${spot.id}/report/${date}`}
          className="rounded-full bg-sea px-4 py-2 font-semibold text-white"
        >
          View Detailed Report
        </a>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full border border-slate-400 px-4 py-2 font-semibold"
        >
          Clear selection
        </button>
      </div>
    </div>
  )
}

/** The spot chosen on the map, or a prompt and the counts per rating. */
export function MapSidePanel(props: Props) {
  const { spot, counts } = props
  return (
    <aside aria-label="Selected spot" className="self-start rounded-xl bg-white p-4 shadow-sm">
      {spot ? (
        <SelectedSpot {...props} spot={spot} />
      ) : (
        <div className="space-y-3">
          <h2 className="text-lg font-semibold">Pick a spot</h2>
          <p className="text-slate-700">
            Select a marker on the map to see its conditions and open its report.
          </p>
          <ul aria-label="Spots per rating" className="space-y-1 text-sm">
            {RATING_CHIPS.map(({ rating, label }) => (
              <li key={rating} className="flex justify-between">
                <span>{label}</span>
                <span className="font-bold">{counts[rating]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  )
}
