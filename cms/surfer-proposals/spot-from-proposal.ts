// The published spot's words that come from a proposal: its credit, its address and, until an
// editor writes one, its place given as the coordinates (there is no reverse geocoder offline).
import type { PayloadRequest } from 'payload'
import { slugOf as slugOfName } from '../fields/spot-choices'

type Person = { firstName?: string | null; lastName?: string | null } | null

/**
 * "Proposed by Jane S.": the first name and the last name's initial, as much of the proposer as
 * a public page needs; "a Firing surfer" when they gave no name.
 */
export function creditOf(person: Person): string {
  const first = person?.firstName?.trim()
  const initial = person?.lastName?.trim().charAt(0)
  const name = first ? (initial ? `${first} ${initial.toUpperCase()}.` : first) : 'a Firing surfer'
  return `Proposed by ${name}`
}

/** "36.9490° N, 122.0245° W": the place of a spot no editor has named a region for. */
export function locationOfPoint(latitude: number, longitude: number): string {
  const ns = latitude >= 0 ? 'N' : 'S'
  const ew = longitude >= 0 ? 'E' : 'W'
  return `${Math.abs(latitude).toFixed(4)}° ${ns}, ${Math.abs(longitude).toFixed(4)}° ${ew}`
}

/** The name's slug, or 'spot' for a name with no letter or digit. */
export const slugOf = (name: string) => slugOfName(name) || 'spot'

/** A slug no spot (draft or published) has yet: the name's, then with -2, -3 … */
export async function spotSlugFor(req: PayloadRequest, name: string): Promise<string> {
  const base = slugOf(name)
  const { docs } = await req.payload.find({
    collection: 'surf-spots',
    where: { slug: { like: base } },
    select: { slug: true },
    limit: 500,
    depth: 0,
    draft: true,
    pagination: false,
    req,
  })
  const taken = new Set(docs.map((d) => (d as { slug?: string }).slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}
