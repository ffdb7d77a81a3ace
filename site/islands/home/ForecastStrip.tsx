import { useId, useState } from 'react'
import { ratingLabel } from '../../../shared/domain/ratings'
import { weekdayOf } from '../../../shared/domain/dates'
import { forecastStrip, type CardForecastDay } from '../../lib/home/card-model'
import { ratingTone } from '../parts/rating-style'

type Props = {
  spotName: string
  days: readonly CardForecastDay[]
  currentRating: string | null | undefined
}

const orDash = (v: number | string | null, unit = '') => (v === null ? '–' : `${v}${unit}`)

/** The card's 5-day strip (SPEC §2, §9): a bar per day; pressing a day shows its detail. */
export function ForecastStrip({ spotName, days, currentRating }: Props) {
  const [chosen, setChosen] = useState<number | null>(null)
  const id = useId()
  const strip = forecastStrip(days, currentRating, weekdayOf)
  if (strip.length === 0)
    return <p className="text-sm text-slate-600">No forecast data available</p>
  const day = strip.find((d) => d.dayOffset === chosen)
  return (
    <div>
      <div
        role="group"
        aria-label={`5-day forecast for ${spotName}`}
        className="flex items-end gap-1"
      >
        {strip.map((d) => (
          <button
            key={d.forecastDate}
            type="button"
            aria-pressed={d.dayOffset === chosen}
            aria-controls={id}
            onClick={() => setChosen(d.dayOffset === chosen ? null : d.dayOffset)}
            className={`flex flex-1 flex-col items-center gap-1 rounded-lg p-1 text-xs ${
              d.dayOffset === chosen ? 'bg-sky-100 ring-1 ring-sea' : ''
            }`}
          >
            <span className="flex h-12 items-end" aria-hidden="true">
              <span
                data-testid="forecast-bar"
                className={`block w-4 rounded-t ${ratingTone(d.rating)}`}
                style={{ height: `${d.barPx}px` }}
              />
            </span>
            <span className="font-medium">{d.label}</span>
            <span className="text-slate-600">{d.swellHeight}</span>
            <span className="sr-only">{ratingLabel(d.rating)}</span>
          </button>
        ))}
      </div>
      <div id={id} aria-live="polite">
        {day && (
          <div className="mt-2 rounded-lg bg-slate-50 p-2 text-sm">
            <p className="font-semibold">
              {day.label} · {ratingLabel(day.rating)} · {day.swellHeight}
            </p>
            <p>
              Swell {orDash(day.swellPeriod, ' s')} {day.swellDirection ?? ''} · Wind{' '}
              {orDash(day.windSpeed === null ? null : Math.round(day.windSpeed), ' mph')}{' '}
              {day.windDirection ?? ''} · Confidence {day.confidence}%
            </p>
            {day.summary && <p className="text-slate-600">{day.summary}</p>}
          </div>
        )}
      </div>
    </div>
  )
}
