// Named statements on Payload's own pool, for the hottest reads and writes (the feed, the
// favourites marks) that skip Payload's operations. A name makes pg prepare the statement once per
// connection: PostgreSQL then parses and plans it once instead of on every request, which for the
// feed's page statement was ~0.6 ms of PostgreSQL's CPU per call (bench/README.md "Mixed load").
// Keep each name's text constant: pg refuses one name with two texts on a connection.
import type { Payload } from 'payload'

type Row = Record<string, unknown>

/** One named statement on Payload's pool, outside any transaction; its rows. */
export async function query<T extends Row>(
  payload: Payload,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const { rows } = await payload.db.pool.query<T>({ name, text, values })
  return rows
}

/** The PostgreSQL error code (SQLSTATE) of an error or of one of its causes, if any. */
export function pgCode(error: unknown): string | null {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return null
}
