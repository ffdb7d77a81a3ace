import { sql } from '@payloadcms/db-postgres'

/**
 * Ids as one `int[]` parameter (drizzle would spread a JS array into a list of parameters).
 * Anything but a safe integer is dropped: the ids come from stored rows, never raw input.
 */
export const idArray = (ids: readonly number[]) =>
  sql`${`{${ids.filter((id) => Number.isSafeInteger(id)).join(',')}}`}::int[]`
