import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import {
  HOURLY_WIND_SKELETON_CELLS,
  type HourlyWindEntry,
} from '../lib/universal/report/hourly-wind'
import { windHourlyQueryOptions } from '../lib/browser-only/queries/wind-hourly'
import { windDirectionTone } from '../../shared/domain/rating/wind'
import { UNIT_LABELS, type Units } from '../../shared/domain/units/units'
import { withQueryProvider } from './parts/QueryProvider'

type Props = { spotId: number; date: string; initial: HourlyWindEntry[] | null; units: Units }

const TONE = { good: 'text-green-800', fair: 'text-amber-800', bad: 'text-red-800' } as const
const CELLS = 'grid grid-cols-4 gap-2 sm:grid-cols-8'

function Skeleton() {
  return (
    <div role="status" aria-label="Loading hourly wind" className={CELLS}>
      {Array.from({ length: HOURLY_WIND_SKELETON_CELLS }, (_, i) => (
        <div key={i} data-skeleton className="h-20 animate-pulse rounded-lg bg-slate-200" />
      ))}
    </div>
  )
}

function Wind({ spotId, date, initial, units }: Props) {
  // The server's list seeds the cache; only when the server could not read it does this fetch.
  const wind = useQuery({
    ...windHourlyQueryOptions(spotId, date, units),
    initialData: initial ?? undefined,
  })
  useEffect(() => {
    // A failed hourly wind load is logged only.
    if (wind.error) console.error('Failed to load hourly wind', wind.error)
  }, [wind.error])
  if (wind.isPending) return <Skeleton />
  if (wind.isError) return null
  if (wind.data.length === 0)
    return <p className="text-slate-700">No hourly wind for this day yet.</p>
  return (
    <ul className={CELLS}>
      {wind.data.map((entry) => (
        <li key={entry.time} className="rounded-lg bg-foam p-2 text-center text-sm">
          <p className="font-semibold">{entry.time}</p>
          <p>
            {Math.round(entry.speed)} {UNIT_LABELS[units].speed}
          </p>
          <p className="text-slate-700">{entry.direction ?? '—'}</p>
          <p className={`text-xs font-semibold ${TONE[windDirectionTone(entry.classification)]}`}>
            {entry.classification ?? 'unknown'}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Island: the Hourly Wind Forecast cells, 8 skeleton cells while the list loads. */
export default withQueryProvider(Wind)
