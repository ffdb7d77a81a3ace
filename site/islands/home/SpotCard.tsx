import { nextTide } from '../../../shared/domain/tides'
import { windDirectionTone } from '../../../shared/domain/wind'
import { localParts } from '../../../shared/domain/zoned'
import type { CardCondition, CardForecastDay, CardSpot } from '../../lib/home/card-model'
import { FavoriteToggle } from '../parts/FavoriteToggle'
import { RatingBadge } from '../parts/RatingBadge'
import { ForecastStrip } from './ForecastStrip'

type Props = {
  spot: CardSpot
  forecasts: readonly CardForecastDay[]
  airTemp: number | null
  now: string
  reportHref: string
  /** The card shows today's condition: the strip's day 0 then takes its rating (SPEC §4). */
  isToday: boolean
}

const WIND_TONE_TEXT = { good: 'text-green-700', fair: 'text-amber-700', bad: 'text-red-700' }

const num = (n: number | null, unit: string) =>
  n === null ? '–' : `${Math.round(n * 10) / 10}${unit}`

function tideText(c: CardCondition, now: string, timeZone: string): string {
  const { hour, minute } = localParts(now, timeZone)
  const next = nextTide({
    tideHigh: c.tideHigh,
    tideLow: c.tideLow,
    nowMinutes: hour * 60 + minute,
  })
  return next ? `${next.type === 'high' ? 'High' : 'Low'} ${next.time}` : '–'
}

/** SPEC §2 Spot card: the numbers of the day, wind class in words and colour. */
function Facts({
  c,
  airTemp,
  now,
  timeZone,
}: {
  c: CardCondition
  airTemp: number | null
  now: string
  timeZone: string
}) {
  const wind = c.windClassification
  const facts: [string, React.ReactNode][] = [
    ['Waves', `${num(c.waveHeightMin, '')}-${num(c.waveHeightMax, ' ft')}`],
    [
      'Wind',
      <>
        {num(c.windSpeed === null ? null : Math.round(c.windSpeed), ' mph')} {c.windDirection ?? ''}
        {wind && (
          <span className={`block text-xs ${WIND_TONE_TEXT[windDirectionTone(wind)]}`}>{wind}</span>
        )}
      </>,
    ],
    ['Period', num(c.wavePeriod, ' s')],
    ['Next tide', tideText(c, now, timeZone)],
    ['Water', num(c.waterTemp === null ? null : Math.round(c.waterTemp), '°F')],
    ['Air', num(airTemp === null ? null : Math.round(airTemp), '°F')],
    ['Visibility', c.visibility],
    ['Swell', c.swellDirection ?? '–'],
  ]
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm sm:grid-cols-4 md:grid-cols-2 lg:grid-cols-4 xl:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

const LINK =
  'flex flex-1 items-center justify-center whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold'

/** A spot on the home grid (SPEC §2 Spot card). */
export function SpotCard({ spot, forecasts, airTemp, now, reportHref, isToday }: Props) {
  const c = spot.currentCondition
  return (
    <article
      aria-labelledby={`spot-${spot.id}`}
      className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm"
    >
      <div className="relative h-40 bg-gradient-to-br from-sea to-sky-300">
        {spot.imageUrl && (
          <img
            src={spot.imageUrl}
            alt=""
            loading="lazy"
            className="h-full w-full object-cover"
            width={400}
            height={160}
          />
        )}
        <div className="absolute top-3 left-3">
          <RatingBadge rating={c?.conditionRating} reasons={c?.ratingReasons} />
        </div>
        <div className="absolute top-2 right-2 rounded-full bg-white/90">
          <FavoriteToggle spotId={spot.id} spotName={spot.name} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h2 id={`spot-${spot.id}`} className="text-lg font-semibold">
            {spot.name}
          </h2>
          <p className="text-slate-600">{spot.location}</p>
          <p className="text-sm text-slate-600">
            {spot.breakType} · {spot.skillLevel}
          </p>
        </div>
        {c ? (
          <Facts c={c} airTemp={c.airTemp ?? airTemp} now={now} timeZone={spot.timeZone} />
        ) : (
          <p className="text-sm text-slate-600">No current conditions available</p>
        )}
        <ForecastStrip
          spotName={spot.name}
          days={forecasts}
          currentRating={isToday ? c?.conditionRating : null}
        />
        <div className="mt-auto flex gap-2">
          <a
            href={`/spot/${spot.id}/cams`}
            className={`${LINK} bg-slate-100 text-ink`}
            aria-label={`Cam: ${spot.name}`}
          >
            Cam
          </a>
          <a
            href={`/spot/${spot.id}/posts`}
            className={`${LINK} bg-slate-100 text-ink`}
            aria-label={`Posts: ${spot.name}`}
          >
            Posts
          </a>
          <a
            href={reportHref}
            className={`${LINK} bg-sea text-white`}
            aria-label={`View Details: ${spot.name}`}
          >
            View Details
          </a>
        </div>
      </div>
    </article>
  )
}
