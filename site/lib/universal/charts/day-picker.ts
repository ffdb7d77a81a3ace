// The report's day picker: plain links that change ?day and keep the rest of the
// address (the report's own ?date), so it works without JavaScript and each day has a URL.
import { dateStripLabel } from '../../../../shared/domain/time/dates'

/** The charts' day: the asked one when stored, else the report's date when stored, else the first. */
export function pickChartDay(
  dates: readonly string[],
  asked: string | null | undefined,
  reportDate: string,
): string | null {
  if (asked && dates.includes(asked)) return asked
  return dates.includes(reportDate) ? reportDate : (dates[0] ?? null)
}

export type DayLink = { date: string; label: string; href: string; isCurrent: boolean }

/** One link per day, to this page with ?day set and the chart section in view. */
export function dayLinks(input: {
  dates: readonly string[]
  current: string | null
  today: string
  url: URL
}): DayLink[] {
  return input.dates.map((date) => {
    const params = new URLSearchParams(input.url.search)
    params.set('day', date)
    return {
      date,
      label: dateStripLabel(date, input.today),
      href: `${input.url.pathname}?${params}#hourly`,
      isCurrent: date === input.current,
    }
  })
}
