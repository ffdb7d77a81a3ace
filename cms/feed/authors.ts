// The public face of a post's or comment's author: first and last name and picture. Users'
// records are private (owner-only reads, emails included), so these three fields are read for
// the feed as a system read with a fixed `select` — never anything else.
import type { Payload } from 'payload'

export type Author = {
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

const NOBODY: Author = { firstName: null, lastName: null, profileImageUrl: null }

/** The id of a relationship value that may or may not have been populated. */
export function idOf(value: number | { id: number } | null | undefined): number | null {
  if (value == null) return null
  return typeof value === 'object' ? value.id : value
}

/** Public names and pictures of the given users, by id (unknown ids map to nulls). */
export async function authorsById(
  payload: Payload,
  ids: Iterable<number | null>,
): Promise<(id: number | null) => Author> {
  const wanted = [...new Set([...ids].filter((id): id is number => id != null))]
  const found = new Map<number, Author>()
  if (wanted.length > 0) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { id: { in: wanted } },
      select: { firstName: true, lastName: true, profileImageUrl: true },
      limit: wanted.length,
      pagination: false,
      depth: 0,
      // System read of public profile fields only (see the header).
      overrideAccess: true,
    })
    for (const doc of docs) {
      found.set(doc.id, {
        firstName: doc.firstName ?? null,
        lastName: doc.lastName ?? null,
        profileImageUrl: doc.profileImageUrl ?? null,
      })
    }
  }
  return (id) => (id == null ? NOBODY : (found.get(id) ?? NOBODY))
}
