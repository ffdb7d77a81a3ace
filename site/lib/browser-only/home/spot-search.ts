// Home's search beyond the grid: the featured spots are on the page, every other published
// spot is found by GET /api/surf-spots?q (typo-tolerant, docs/api.md), so a suggestion can name a
// spot home does not list. No zod in home's bundle: the answer is read field by field.
import { SEARCH_SUGGESTION_LIMIT } from '../../../../shared/domain/view/spot-filters'

/** A suggestion: a spot, and whether its card is in the grid (picking it filters the grid). */
export type SpotSuggestion = { id: number; name: string; location: string; inGrid: boolean }

export type Named = { id: number; name: string; location: string }

/** The API's shortest search (SPEC: the box suggests from the first characters it can). */
export const REMOTE_SEARCH_MIN = 2

/**
 * The grid's own suggestions first, in their order (SPEC §5's substring rule), then the spots
 * the search found elsewhere, up to the spec's 7.
 */
export function mergeSuggestions(
  local: readonly Named[],
  remote: readonly Named[],
  limit = SEARCH_SUGGESTION_LIMIT,
): SpotSuggestion[] {
  const seen = new Set(local.map((s) => s.id))
  const grid = local.map((s) => ({ id: s.id, name: s.name, location: s.location, inGrid: true }))
  const more = remote
    .filter((s) => !seen.has(s.id))
    .map((s) => ({ id: s.id, name: s.name, location: s.location, inGrid: false }))
  return [...grid, ...more].slice(0, Math.max(0, limit))
}

function named(value: unknown): Named | null {
  if (typeof value !== 'object' || value === null) return null
  const { id, name, location } = value as Record<string, unknown>
  return typeof id === 'number' && typeof name === 'string' && typeof location === 'string'
    ? { id, name, location }
    : null
}

/**
 * The rows of every published spot matching the text (7 at most), as the API sent them; []
 * when the search fails or is too short. `params` adds to the query (the map's ?date).
 */
export async function searchSpotRows(
  query: string,
  signal?: AbortSignal,
  params: Record<string, string> = {},
): Promise<unknown[]> {
  const q = query.trim()
  if (q.length < REMOTE_SEARCH_MIN) return []
  const search = new URLSearchParams({
    ...params,
    q: q.slice(0, 100),
    limit: String(SEARCH_SUGGESTION_LIMIT),
  })
  try {
    const response = await fetch(`/api/surf-spots?${search}`, { signal })
    if (!response.ok) return []
    const body = (await response.json()) as { spots?: unknown }
    return Array.isArray(body.spots) ? body.spots : []
  } catch {
    return []
  }
}

/** Every published spot matching the text (7 at most); [] when the search fails or is too short. */
export async function searchAllSpots(query: string, signal?: AbortSignal): Promise<Named[]> {
  return (await searchSpotRows(query, signal)).flatMap((s) => named(s) ?? [])
}
