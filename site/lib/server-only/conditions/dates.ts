import { DateQuery, requestableDates } from '../../../../shared/contracts/conditions'
import { resolveWindowDate, todayIn } from '../../../../shared/domain/time/dates'
import { AppError } from '../../../../shared/contracts/errors'

/**
 * The date an endpoint answers for: the one asked for, checked against today..+4 wherever the
 * asker is (6 or 7 dates, requestableDates; 400 with the window in the message when outside),
 * else today in `timeZone` (the spot's own; UTC for answers about every spot).
 */
export function resolveDate(date: string | undefined, now: Date, timeZone = 'UTC'): string {
  if (date === undefined) return todayIn(timeZone, now)
  const { first, last } = requestableDates(now)
  if (date < first || date > last) {
    throw new AppError(
      'BAD_REQUEST',
      `No conditions for ${date}: choose a date from ${first} to ${last} (today to today + 4 days in every time zone: ${datesFrom(first, last)} dates)`,
      [{ path: 'date', message: `Must be from ${first} to ${last}` }],
    )
  }
  return date
}

/** How many calendar dates run from first to last, both counted. */
const datesFrom = (first: string, last: string) =>
  (Date.parse(`${last}T00:00Z`) - Date.parse(`${first}T00:00Z`)) / 86_400_000 + 1

/**
 * The date a page about every spot shows, from its ?date parsed as the endpoints parse it: the
 * one asked for when it is a real date from today (UTC) to today + 4, else today. Inside that
 * window resolveDate() never refuses, so the page passes the date on as resolved.
 */
export function pageDates(url: URL, now: Date): { today: string; date: string } {
  const today = todayIn('UTC', now)
  const query = DateQuery.safeParse({ date: url.searchParams.get('date') ?? undefined })
  return { today, date: resolveWindowDate(query.success ? query.data.date : undefined, today) }
}
