import type { Condition, SpotWithCondition } from '../../../shared/contracts/conditions'
import { FavoriteToggle } from './FavoriteToggle'
import { RatingBadge } from './RatingBadge'
import { SourceLines } from './SourceLines'
import { SpotHeading } from './SpotHeading'
import { provenanceLines } from '../../lib/universal/provenance-words'

type Props = { spot: SpotWithCondition; reportHref: string }

const round = (n: number | null) => (n === null ? '–' : String(Math.round(n)))

const FACT = 'font-semibold'

/** SPEC §2: wave height min-max in ft, wind in mph with direction, period in s, water in °F. */
function ConditionFacts({ condition: c }: { condition: Condition }) {
  const facts = [
    ['Waves', `${round(c.waveHeightMin)}-${round(c.waveHeightMax)} ft`],
    ['Wind', `${round(c.windSpeed)} mph ${c.windDirection ?? ''}`.trim()],
    ['Period', `${round(c.wavePeriod)} s`],
    ['Water', `${round(c.waterTemp)}°F`],
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

/** A favourite spot: name, place, rating and today's numbers (SPEC §2 Profile cards). */
export function FavoriteSpotCard({ spot, reportHref }: Props) {
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
          <ConditionFacts condition={c} />
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
