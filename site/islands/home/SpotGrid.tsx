import type { CardForecastDay, CardSpot } from '../../lib/home/card-model'
import { reportHref } from '../../lib/home/card-model'
import { SpotCard } from './SpotCard'

const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3'

/** SPEC §9: 6 skeleton cards while the spots load. */
export function SpotGridSkeleton() {
  return (
    <div role="status" aria-label="Loading surf spots" className={GRID}>
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          data-testid="spot-skeleton"
          className="h-96 animate-pulse rounded-xl bg-slate-200"
        />
      ))}
    </div>
  )
}

type Props = {
  spots: readonly CardSpot[]
  forecasts: Record<number, CardForecastDay[]>
  airTemp: number | null
  now: string
  date: string
  today: string
}

/** The spot list: a card per spot, or 'No surf spots found.' when there is none. */
export function SpotGrid({ spots, forecasts, airTemp, now, date, today }: Props) {
  if (spots.length === 0)
    return <p className="py-8 text-center text-slate-600">No surf spots found.</p>
  return (
    <ul className={GRID} aria-label="Surf spots">
      {spots.map((spot) => (
        <li key={spot.id}>
          <SpotCard
            spot={spot}
            forecasts={forecasts[spot.id] ?? []}
            airTemp={airTemp}
            now={now}
            reportHref={reportHref(spot.id, date, today)}
            isToday={date === today}
          />
        </li>
      ))}
    </ul>
  )
}
