// What a home spot card needs, cut down from the API's shapes: the page carries 49 spots and 245
// forecast days in its HTML, so timestamps and the rule tables stay on the server and provenance
// arrives as words (provenance-words.ts).
import type {
  Condition,
  Forecast,
  RatingReasons,
  SpotWithCondition,
} from '../../../../shared/contracts/conditions'
import {
  forecastStripBarHeight,
  parseSwellHeight,
} from '../../../../shared/domain/units/display-scales'
import { toRating, type Rating } from '../../../../shared/domain/rating/ratings'
import { localizeText, type Units } from '../../../../shared/domain/units/units'
import { provenanceLines, type ProvenanceLine } from '../provenance-words'

/** Why a rating, as the badge shows it (shared/domain/rating/RATING.md): sentences, not the checks. */
export type CardReasons = Pick<RatingReasons, 'summary' | 'nextTier' | 'missing'> & {
  heldBackBy: { text: string }[]
}

export type CardCondition = Omit<
  Condition,
  'provenance' | 'updatedAt' | 'isSample' | 'swellDirectionDegrees' | 'ratingReasons'
> & { ratingReasons: CardReasons; sources: ProvenanceLine[] }

export type CardSpot = Pick<
  SpotWithCondition,
  'id' | 'name' | 'location' | 'breakType' | 'skillLevel' | 'imageUrl' | 'timeZone'
> & { currentCondition: CardCondition | null }

export type CardForecastDay = Pick<
  Forecast,
  | 'dayOffset'
  | 'forecastDate'
  | 'swellHeight'
  | 'swellPeriod'
  | 'swellDirection'
  | 'windSpeed'
  | 'windDirection'
  | 'conditionRating'
  | 'confidence'
  | 'summary'
>

/**
 * A spot as its card shows it (provenance in words as of now, no rule tables). Numbers stay in
 * the spec's units (the filters read them); texts are in the page's units.
 */
export function toCardSpot(
  spot: SpotWithCondition,
  now: Date,
  units: Units = 'imperial',
): CardSpot {
  const { id, name, location, breakType, skillLevel, imageUrl, timeZone } = spot
  const c = spot.currentCondition
  if (!c)
    return { id, name, location, breakType, skillLevel, imageUrl, timeZone, currentCondition: null }
  const { provenance: _p, updatedAt: _u, isSample: _s, swellDirectionDegrees: _deg, ...rest } = c
  const { summary, nextTier, missing, heldBackBy } = c.ratingReasons
  const ratingReasons = {
    summary: localizeText(summary, units),
    nextTier,
    missing,
    heldBackBy: heldBackBy.map(({ text }) => ({ text: localizeText(text, units) })),
  }
  return {
    id,
    name,
    location,
    breakType,
    skillLevel,
    imageUrl,
    timeZone,
    currentCondition: {
      ...rest,
      visibility: localizeText(rest.visibility, units),
      ratingReasons,
      sources: provenanceLines(c.provenance, now),
    },
  }
}

/** A forecast day as the card's strip shows it (its summary in the page's units). */
export function toCardForecastDay(f: Forecast, units: Units = 'imperial'): CardForecastDay {
  const { dayOffset, forecastDate, swellHeight, swellPeriod, swellDirection } = f
  const { windSpeed, windDirection, conditionRating, confidence, summary } = f
  return {
    dayOffset,
    forecastDate,
    swellHeight,
    swellPeriod,
    swellDirection,
    windSpeed,
    windDirection,
    conditionRating,
    confidence,
    summary: localizeText(summary, units),
  }
}

export type StripDay = CardForecastDay & { rating: Rating | null; barPx: number; label: string }

/**
 * The forecast strip's days, at most 5 by dayOffset: bars scaled by the largest swell max,
 * day 0 labelled 'Today' with the current condition's rating.
 */
export function forecastStrip(
  days: readonly CardForecastDay[],
  currentRating: string | null | undefined,
  weekday: (date: string) => string,
): StripDay[] {
  const sorted = [...days].sort((a, b) => a.dayOffset - b.dayOffset).slice(0, 5)
  const maxes = sorted.map((d) => parseSwellHeight(d.swellHeight)?.max ?? null)
  const largest = maxes.reduce<number | null>(
    (m, v) => (v !== null && (m === null || v > m) ? v : m),
    null,
  )
  return sorted.map((d, i) => ({
    ...d,
    rating:
      d.dayOffset === 0
        ? (toRating(currentRating) ?? toRating(d.conditionRating))
        : toRating(d.conditionRating),
    barPx: forecastStripBarHeight(maxes[i] ?? null, largest),
    label: d.dayOffset === 0 ? 'Today' : weekday(d.forecastDate),
  }))
}

/** The report link of a card: /spot/{id}/report, with ?date when the date is not today. */
export function reportHref(spotId: number, date: string, today: string): string {
  return date === today ? `/spot/${spotId}/report` : `/spot/${spotId}/report?date=${date}`
}
