// The digest mail's content from each rule's spot and its coming days' best windows: pure, so
// a unit test reads exactly what a surfer will. Everything written into the HTML is escaped.
import type { BestWindow } from '../../shared/domain/rating/best-windows'
import { dateStripLabel } from '../../shared/domain/time/dates'
import { RATING_LABELS, ratingRank } from '../../shared/domain/rating/ratings'
import type { Rating } from '../../shared/domain/rating/ratings'
import { localizeText, type Units } from '../../shared/domain/units/units'

export type DigestSpot = {
  spotId: number
  spotName: string
  minRating: Rating
  /** Today..+4 in the spot's zone, each with its best windows (surf-hourly). */
  days: { date: string; windows: readonly BestWindow[] }[]
}

export type DigestMail = { subject: string; html: string; text: string }

type DigestInput = {
  spots: readonly DigestSpot[]
  /** The surfer's local date: 'Today' and 'Tomorrow' are counted from it. */
  today: string
  siteUrl: string
  unsubscribeUrl: string
  /** The user's units (their profile): the windows' "why" is written in them. */
  units?: Units
}

type Match = { spot: DigestSpot; days: { label: string; windows: BestWindow[] }[] }

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )
}

/** The windows of a spot's days that meet its rule; days without one are left out. */
function matchesOf(spot: DigestSpot, today: string): Match | null {
  const days = spot.days
    .map((day) => ({
      label: dateStripLabel(day.date, today),
      windows: day.windows.filter((w) => ratingRank(w.rating) <= ratingRank(spot.minRating)),
    }))
    .filter((day) => day.windows.length > 0)
  return days.length ? { spot, days } : null
}

const spotUrl = (siteUrl: string, spotId: number) => `${siteUrl}/spot/${spotId}/report`

function textOf(matches: readonly Match[], input: DigestInput): string {
  const blocks = matches.map(({ spot, days }) => {
    const why = (w: BestWindow) => localizeText(w.why, input.units ?? 'imperial')
    const lines = days.flatMap((d) => d.windows.map((w) => `  ${d.label}: ${why(w)}`))
    const head = `${spot.spotName} (${RATING_LABELS[spot.minRating]} or better)`
    return [head, ...lines, `  ${spotUrl(input.siteUrl, spot.spotId)}`].join('\n')
  })
  const foot = `Stop these emails: ${input.unsubscribeUrl}`
  return ['Your favourites are worth a look:', ...blocks, foot].join('\n\n') + '\n'
}

function htmlOf(matches: readonly Match[], input: DigestInput): string {
  const e = escapeHtml
  const why = (w: BestWindow) => localizeText(w.why, input.units ?? 'imperial')
  const sections = matches.map(({ spot, days }) => {
    const items = days
      .flatMap((d) => d.windows.map((w) => `<li><strong>${e(d.label)}</strong>: ${e(why(w))}</li>`))
      .join('')
    const link = `<a href="${e(spotUrl(input.siteUrl, spot.spotId))}">${e(spot.spotName)}</a>`
    const rule = `${e(RATING_LABELS[spot.minRating])} or better`
    return `<h2>${link}</h2><p>${rule}</p><ul>${items}</ul>`
  })
  const unsubscribe = `<p><a href="${e(input.unsubscribeUrl)}">Stop these emails</a></p>`
  return `<!doctype html><html lang="en"><body><p>Your favourites are worth a look:</p>${sections.join('')}${unsubscribe}</body></html>`
}

/** The digest for the rules' spots, or null when no window meets any rule (nothing is sent). */
export function buildDigest(input: DigestInput): DigestMail | null {
  const matches = input.spots.map((spot) => matchesOf(spot, input.today)).filter((m) => m !== null)
  if (!matches.length) return null
  const names = matches.map((m) => m.spot.spotName)
  const subject =
    names.length === 1
      ? `Firing: ${names[0]} is worth a look`
      : `Firing: ${names.length} favourites are worth a look`
  return { subject, html: htmlOf(matches, input), text: textOf(matches, input) }
}
