// Spot search and filter chips. Filters combine with OR, search and filters with AND.
import { toRating } from '../rating/ratings'
import { formatHeightRange, formatSpeed, type Units } from '../units/units'

export const SPOT_FILTERS = [
  { key: 'epic', label: 'Epic Only' },
  { key: 'firing', label: 'Firing' },
  { key: 'no-wind', label: 'Glass' },
  { key: '2-4ft', label: '2-4ft' },
  { key: '4-6ft', label: '4-6ft' },
  { key: 'light-wind', label: 'Light Wind' },
  { key: 'crystal-clear', label: 'Crystal Clear' },
] as const

export type SpotFilterKey = (typeof SPOT_FILTERS)[number]['key']

// What the size and wind chips mean, in the spec's units; the chips say it in the page's units.
const HEIGHT_RANGES = { '2-4ft': [2, 4], '4-6ft': [4, 6] } as const
const WIND_LIMITS_MPH = { 'no-wind': 2, 'light-wind': 10 } as const

/** A chip's label in the chosen units: '2-4ft' reads '0.6-1.2m' in metric. */
export function spotFilterLabel(key: SpotFilterKey, units: Units): string {
  if (key === '2-4ft' || key === '4-6ft') {
    const [min, max] = HEIGHT_RANGES[key]
    return formatHeightRange(min, max, units)
  }
  return SPOT_FILTERS.find((f) => f.key === key)?.label ?? key
}

/** What a size or wind chip keeps, in the chosen units ('waves 2-4ft', 'wind up to 16 km/h'). */
export function spotFilterMeaning(key: SpotFilterKey, units: Units): string | null {
  if (key === '2-4ft' || key === '4-6ft') return `waves ${spotFilterLabel(key, units)}`
  if (key === 'no-wind' || key === 'light-wind')
    return `wind up to ${formatSpeed(WIND_LIMITS_MPH[key], units)}`
  return null
}

const ALIASES: Record<string, SpotFilterKey> = { 'epic-only': 'epic' }

export const SEARCH_SUGGESTION_LIMIT = 7

export type FilterableCondition = {
  conditionRating?: string | null
  waveHeightMax?: number | null
  windSpeed?: number | null
  visibility?: string | null
}

export type FilterableSpot = {
  name: string
  location: string
  currentCondition?: FilterableCondition | null
}

/** The canonical filter key of a chip key or alias ('epic-only' → 'epic'); null if unknown. */
export function toSpotFilterKey(key: string): SpotFilterKey | null {
  const aliased = ALIASES[key] ?? key
  return SPOT_FILTERS.find((f) => f.key === aliased)?.key ?? null
}

const inRange = (v: number | null | undefined, min: number, max: number): boolean =>
  typeof v === 'number' && v >= min && v <= max

const atMost = (v: number | null | undefined, max: number): boolean =>
  typeof v === 'number' && v <= max

/** True when a spot's current condition passes one filter chip (unknown keys match nothing). */
export function matchesSpotFilter(spot: FilterableSpot, key: string): boolean {
  const c = spot.currentCondition
  if (!c) return false
  switch (toSpotFilterKey(key)) {
    case 'epic':
      return toRating(c.conditionRating) === 'epic'
    case 'firing':
      return toRating(c.conditionRating) === 'firing'
    case 'no-wind':
      return atMost(c.windSpeed, WIND_LIMITS_MPH['no-wind'])
    case '2-4ft':
      return inRange(c.waveHeightMax, ...HEIGHT_RANGES['2-4ft'])
    case '4-6ft':
      return inRange(c.waveHeightMax, ...HEIGHT_RANGES['4-6ft'])
    case 'light-wind':
      return atMost(c.windSpeed, WIND_LIMITS_MPH['light-wind'])
    case 'crystal-clear':
      return (c.visibility ?? '').toLowerCase().includes('crystal clear')
    default:
      return false
  }
}

/** Case-insensitive substring match of the trimmed query on name or location; '' matches all. */
export function matchesSearch(spot: FilterableSpot, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (q === '') return true
  return spot.name.toLowerCase().includes(q) || spot.location.toLowerCase().includes(q)
}

/** Spots matching the search AND any of the filters (no known filters = every spot). */
export function filterSpots<T extends FilterableSpot>(input: {
  spots: readonly T[]
  query?: string
  filters?: readonly string[]
}): T[] {
  const keys = (input.filters ?? []).filter((k) => toSpotFilterKey(k) !== null)
  return input.spots.filter(
    (spot) =>
      matchesSearch(spot, input.query ?? '') &&
      (keys.length === 0 || keys.some((k) => matchesSpotFilter(spot, k))),
  )
}

/** Search-box suggestions: matching spots, names starting with the query first; [] for ''. */
export function suggestSpots<T extends FilterableSpot>(
  spots: readonly T[],
  query: string,
  limit = SEARCH_SUGGESTION_LIMIT,
): T[] {
  const q = query.trim().toLowerCase()
  if (q === '') return []
  const matches = spots.filter((s) => matchesSearch(s, q))
  const starts = matches.filter((s) => s.name.toLowerCase().startsWith(q))
  const rest = matches.filter((s) => !s.name.toLowerCase().startsWith(q))
  return [...starts, ...rest].slice(0, Math.max(0, limit))
}
