// The compare table's rows: per spot, its five days from its own today, each with the
// day's forecast rating and its best windows ('7–10 AM · GOOD'), so a surfer can pick where to go.
import { formatWindowSpan, type BestWindow } from '../../../../shared/domain/rating/best-windows'
import { dateWindow, todayIn } from '../../../../shared/domain/time/dates'
import { RATING_LABELS, toRating, type Rating } from '../../../../shared/domain/rating/ratings'

export type CompareCell = { date: string; rating: Rating | null; windows: string[] }
export type CompareRow = { id: number; name: string; location: string; days: CompareCell[] }

type SpotIn = { id: number; name: string; location: string; timeZone: string }

/** '7–10 AM · GOOD', '7 AM–5:51 PM · GOOD' (a window ending at midnight ends at 12 AM). */
export function windowText(w: BestWindow): string {
  return `${formatWindowSpan(w.start, w.end)} · ${RATING_LABELS[w.rating]}`
}

/** One row per spot, in the order chosen. */
export function compareRows(input: {
  spots: readonly SpotIn[]
  forecasts: ReadonlyMap<
    number,
    readonly { forecastDate: string; conditionRating: string | null }[]
  >
  windowDays: ReadonlyMap<number, readonly { date: string; bestWindows: readonly BestWindow[] }[]>
  now: Date
}): CompareRow[] {
  return input.spots.map((spot) => {
    const forecasts = input.forecasts.get(spot.id) ?? []
    const windows = input.windowDays.get(spot.id) ?? []
    const days = dateWindow(todayIn(spot.timeZone, input.now)).map((date) => ({
      date,
      rating: toRating(forecasts.find((f) => f.forecastDate === date)?.conditionRating),
      windows: (windows.find((w) => w.date === date)?.bestWindows ?? []).map(windowText),
    }))
    return { id: spot.id, name: spot.name, location: spot.location, days }
  })
}
