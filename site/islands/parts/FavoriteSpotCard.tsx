import type { Condition, SpotWithCondition } from '../../../shared/contracts/conditions'
import { FavoriteToggle } from './FavoriteToggle'
import { RatingBadge } from './RatingBadge'
import { SourceLines } from './SourceLines'
import { SpotHeading } from './SpotHeading'
import { provenanceLines } from '../../lib/universal/provenance-words'
import {
  formatHeightRange,
  formatSpeed,
  formatTemperature,
  type Units,
} from '../../../shared/domain/units/units'

type Props = { spot: SpotWithCondition; reportHref: string; units: Units }

const round = (n: number | null) => (n === null ? '–' : String(Math.round(n)))
const waves = (c: Condition, units: Units) =>
  c.waveHeightMin === null || c.waveHeightMax === null
    ? '–'
    : formatHeightRange(c.waveHeightMin, c.waveHeightMax, units, { space: true })

const FACT = 'font-semibold'

/** Wave height min-max, wind with direction, period in s, water (in the page's units). */
function ConditionFacts({ condition: c, units }: { condition: Condition; units: Units }) {
  const facts = [
    ['Waves', waves(c, units)],
    ['Wind', `${formatSpeed(c.windSpeed, units)} ${c.windDirection ?? ''}`.trim()],
    ['Period', `${round(c.wavePeriod)} s`],
    ['Water', formatTemperature(c.waterTemp, units)],
  ]
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className={FACT}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A favourite spot: name, place, rating and today's numbers. */
export function FavoriteSpotCard({ spot, reportHref, units }: Props) {
  const c = spot.currentCondition
  return (
    <article className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <SpotHeading name={spot.name} location={spot.location} level={3} look="card">
        <FavoriteToggle spotId={spot.id} spotName={spot.name} />
      </SpotHeading>
      <div>
        <RatingBadge rating={c?.conditionRating} />
      </div>
      {c ? (
        <>
          <ConditionFacts condition={c} units={units} />
          {/* Shown only after mount (FavoritesScreen waits for it), so the clock is the browser's. */}
          <SourceLines lines={provenanceLines(c.provenance, new Date())} />
        </>
      ) : (
        <p className="text-sm text-slate-600">No current conditions available</p>
      )}
      <a
        href={reportHref}
        className="mt-auto rounded-full bg-sea px-4 py-2 text-center font-semibold text-white"
      >
        View Full Report
      </a>
    </article>
  )
}
