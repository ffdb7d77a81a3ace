// /compare?spots=1,2,3: which spots to compare, from the address. The form sends one
// `spots` per select (?spots=1&spots=2), a shared link sends them comma-separated; both read the
// same. 2–4 distinct known spots, else a message that says what to change.
export const MIN_COMPARE = 2
export const MAX_COMPARE = 4

export type CompareChoice =
  | { kind: 'ok'; ids: number[] }
  /** ids: the valid ones, so the form keeps them chosen. */
  | { kind: 'problem'; ids: number[]; message: string }

/** The spots asked for, checked against the known spot ids. */
export function parseCompareSpots(
  values: readonly string[],
  knownIds: ReadonlySet<number>,
): CompareChoice {
  const parts = values.flatMap((v) => v.split(',')).map((p) => p.trim())
  const given = parts.filter((p) => p !== '')
  const malformed = given.filter((p) => !/^\d{1,9}$/.test(p))
  const ids = [...new Set(given.filter((p) => !malformed.includes(p)).map(Number))]
  const unknown = ids.filter((id) => !knownIds.has(id))
  const known = ids.filter((id) => knownIds.has(id))
  const problem = (message: string): CompareChoice => ({ kind: 'problem', ids: known, message })
  if (malformed.length > 0) {
    return problem(
      `“${malformed[0]}” is not a spot id: spots are chosen by number, like ?spots=1,2`,
    )
  }
  if (unknown.length > 0) {
    return problem(`No surf spot with id ${unknown.join(', ')}: choose spots from the list`)
  }
  if (known.length < MIN_COMPARE) {
    return problem(`Choose at least ${MIN_COMPARE} spots to compare`)
  }
  if (known.length > MAX_COMPARE) {
    return problem(`Choose at most ${MAX_COMPARE} spots to compare (you chose ${known.length})`)
  }
  return { kind: 'ok', ids: known }
}
