// Spots written straight into the database for a read test (the admin's create would refresh
// conditions for each), never featured, and removed with whatever a refresh made for them.
import type pg from 'pg'

/** Deletes the spots and every row of any table that points at them. */
export async function removeSpots(db: pg.Client, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const { rows } = await db.query<{ table: string; column: string }>(
    `select c.conrelid::regclass::text as table, a.attname as column
       from pg_constraint c join pg_attribute a
         on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'surf_spots'::regclass`,
  )
  for (const { table, column } of rows) {
    await db.query(`delete from ${table} where "${column}" = any ($1)`, [ids])
  }
  await db.query('delete from surf_spots where id = any ($1)', [ids])
}
