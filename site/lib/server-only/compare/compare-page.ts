// What /compare renders: the spots to pick from (the visitor's favourites first when
// signed in), the choice read from the address, and a row of five days per chosen spot, from the
// same cached reads as home (every spot's forecasts, every spot's best windows: one query each).
import type { Payload, TypedUser } from 'payload'
import type { Spot } from '../../../../shared/contracts/conditions'
import { dateWindow, todayIn } from '../../../../shared/domain/time/dates'
import { parseCompareSpots } from '../../universal/compare/compare-query'
import { compareRows, type CompareRow } from '../../universal/compare/compare-rows'
import { allSpotForecasts } from '../conditions/all-forecasts'
import { allBestWindowDays } from '../conditions/hourly-days'
import { findSpots } from '../../../../cms/conditions'

export type CompareOption = { id: number; name: string; location: string; isFavorite: boolean }

export type ComparePage = {
  options: CompareOption[]
  chosen: number[]
  problem: string | null
  rows: CompareRow[]
  /** The first chosen spot's five dates: the table's column heads. */
  dates: string[]
  today: string
  /** Any compared day is a recorded sample: the page carries the sample banner. */
  isSample: boolean
}

async function favoriteIds(payload: Payload, user: TypedUser | null): Promise<Set<number>> {
  if (!user) return new Set()
  const { docs } = await payload.find({
    collection: 'user-favorites',
    where: { user: { equals: user.id } },
    select: { spot: true },
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return new Set(docs.map((d) => Number(d.spot)))
}

function optionsOf(spots: Spot[], favorites: Set<number>): CompareOption[] {
  const options = spots.map((s) => ({
    id: s.id,
    name: s.name,
    location: s.location,
    isFavorite: favorites.has(s.id),
  }))
  // findSpots sorts by name; favourites move first, each group keeps that order.
  return [...options.filter((o) => o.isFavorite), ...options.filter((o) => !o.isFavorite)]
}

/** The compare page's data for the address's `spots` values and the visitor (null: signed out). */
export async function loadComparePage(input: {
  payload: Payload
  user: TypedUser | null
  values: string[]
  now: Date
}): Promise<ComparePage> {
  const { payload, now } = input
  const [spots, favorites] = await Promise.all([
    findSpots(payload),
    favoriteIds(payload, input.user),
  ])
  const choice = parseCompareSpots(input.values, new Set(spots.map((s) => s.id)))
  const chosen = choice.ids.flatMap((id) => spots.filter((s) => s.id === id))
  const first = chosen[0]
  const today = todayIn(first?.timeZone ?? 'UTC', now)
  const base = { options: optionsOf(spots, favorites), chosen: choice.ids, today }
  if (choice.kind === 'problem') {
    return { ...base, problem: choice.message, rows: [], dates: [], isSample: false }
  }
  const [forecasts, windowDays] = await Promise.all([
    allSpotForecasts({ payload, spots: chosen, now }),
    allBestWindowDays({ payload, spots: chosen, now }),
  ])
  const rows = compareRows({ spots: chosen, forecasts, windowDays, now })
  const isSample = [...forecasts.values()].some((days) => days.some((d) => d.isSample))
  return { ...base, problem: null, rows, dates: dateWindow(today), isSample }
}
