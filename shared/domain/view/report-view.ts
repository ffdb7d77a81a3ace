// What the spot report screen shows that is worked out rather than read: which date it is for,
// where its back button goes, and the rating's reasons as sentences.
import { isInDateWindow } from '../time/dates'
import { RATING_LABELS, toRating } from '../rating/ratings'

/**
 * The report's date: the query's date, then the path's, then today, each only when it
 * is in the five-day window; one outside it is skipped rather than answered with an error.
 */
export function pickReportDate(input: {
  query: string | null | undefined
  path: string | null | undefined
  today: string
}): string {
  const { query, path, today } = input
  return [query, path].find((d): d is string => !!d && isInDateWindow(d, today)) ?? today
}

/** The report's back link: the spot list, for the report's date when it is not today. */
export function reportBackHref(date: string, today: string): string {
  return date === today ? '/' : `/?date=${encodeURIComponent(date)}`
}

type Check = { passed: boolean; text: string }
type Reasons = {
  decidedBy: string
  nextTier: string | null
  heldBackBy: Check[]
  withoutIt: string | null
  missing: string[]
  rules?: { rule: string; checks: Check[] }[]
}

export type ReasonLine = { label: string; items: string[] }

const label = (r: string | null): string => {
  const rating = toRating(r)
  return rating ? RATING_LABELS[rating] : 'unknown'
}

/** The rating's reasons (shared/domain/rating/RATING.md) as labelled lists of plain sentences. */
export function explainRating(reasons: Reasons): ReasonLine[] {
  if (reasons.decidedBy === 'no-data') {
    return [{ label: 'Not enough data to rate', items: reasons.missing.map((m) => `${m} missing`) }]
  }
  if (reasons.decidedBy === 'not-working') {
    const lines: ReasonLine[] = [{ label: 'Not working because', items: texts(reasons.heldBackBy) }]
    if (reasons.withoutIt)
      lines.push({ label: 'Without that it would be', items: [label(reasons.withoutIt)] })
    return lines
  }
  const decided = reasons.rules?.find((r) => r.rule === reasons.decidedBy)
  const lines: ReasonLine[] = []
  const works = texts(decided?.checks.filter((c) => c.passed) ?? [])
  if (works.length > 0) lines.push({ label: 'What is working', items: works })
  if (reasons.nextTier && reasons.heldBackBy.length > 0) {
    lines.push({
      label: `Held back from ${label(reasons.nextTier)} by`,
      items: texts(reasons.heldBackBy),
    })
  }
  return lines
}

function texts(checks: Check[]): string[] {
  return checks.map((c) => c.text)
}
