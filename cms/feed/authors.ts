// The public face of a post's or comment's author: first and last name and picture. Users'
// records are private (owner-only reads, emails included), so these three columns are read for
// the feed as a system read of a fixed column list — never anything else. Plain SQL: every feed
// read and live event asks, and Payload's find cost ten times the query (bench/README.md).
import type { Payload } from 'payload'
import { query } from '../sql/prepared'

export type Author = {
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

/** The only columns of `users` the feed reads (see the header), as `<alias>.first_name` etc. */
export type AuthorColumns = {
  first_name: string | null
  last_name: string | null
  profile_image_url: string | null
}
type AuthorRow = AuthorColumns & { id: number }

/** The public face of a row that carries the author's columns (null when the user is gone). */
export const authorOf = (row: Partial<AuthorColumns>): Author => ({
  firstName: row.first_name ?? null,
  lastName: row.last_name ?? null,
  profileImageUrl: row.profile_image_url ?? null,
})

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
    const rows = await query<AuthorRow>(
      payload,
      'feed-authors',
      'select id, first_name, last_name, profile_image_url from users where id = any($1::int[])',
      [wanted],
    )
    for (const row of rows) found.set(row.id, authorOf(row))
  }
  return (id) => (id == null ? NOBODY : (found.get(id) ?? NOBODY))
}
