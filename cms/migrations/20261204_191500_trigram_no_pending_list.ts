// @ts-nocheck -- written by hand (no Payload schema change); checked by running it
// GIN indexes gather new entries in a pending list (fastupdate) that every search reads in full
// until a vacuum merges it: after an import of 10,000 spots, q's two trigram scans read ~400
// pending pages each, ~9 ms a search where the merged index takes 0.05–0.4 ms. Spots are read
// far more often than written, so their trigram indexes take each entry at once (an insert
// costs a little more) and the entries already pending are merged now.
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER INDEX IF EXISTS "surf_spots_name_trgm_idx" SET (fastupdate = off);
   ALTER INDEX IF EXISTS "surf_spots_location_trgm_idx" SET (fastupdate = off);
   SELECT gin_clean_pending_list('surf_spots_name_trgm_idx'::regclass);
   SELECT gin_clean_pending_list('surf_spots_location_trgm_idx'::regclass);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER INDEX IF EXISTS "surf_spots_name_trgm_idx" RESET (fastupdate);
   ALTER INDEX IF EXISTS "surf_spots_location_trgm_idx" RESET (fastupdate);`)
}
