// The words of a post's surf report chip ("Reported GOOD · 3-4 ft · clean · 7 AM") and
// of the "How was it?" choices. The time is the spot's local time: that is when the surfer was in.
import type { FeedSurfReport } from '../../../shared/contracts/feed'
import { ratingLabel } from '../../../shared/domain/rating/ratings'

/** An observed size as said aloud: "3-4 ft", "10+ ft", and "flat" on its own. */
export const reportSizeText = (size: string): string => (size === 'flat' ? 'flat' : `${size} ft`)

function formatIn(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date)
  } catch {
    // An unknown zone name (bad data) still shows a time: UTC, said as such.
    return `${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date)} UTC`
  }
}

/** The session's time of day at the spot: "7 AM", or "7:30 AM" off the hour. */
export function reportTimeText(surfedAt: string, timeZone: string): string {
  const text = formatIn(new Date(surfedAt), timeZone, { hour: 'numeric', minute: '2-digit' })
  // ICU puts a narrow no-break space before AM/PM; a plain space reads and compares the same.
  return text.replace(/\s/g, ' ').replace(':00 ', ' ')
}

/** The chip's text: "Reported GOOD · 3-4 ft · clean · 7 AM". */
export function surfReportChipText(report: FeedSurfReport): string {
  return [
    `Reported ${ratingLabel(report.rating)}`,
    reportSizeText(report.size),
    report.wind,
    reportTimeText(report.surfedAt, report.timeZone),
  ].join(' · ')
}
