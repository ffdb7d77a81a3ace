// @ts-nocheck -- written by hand (data only, no schema change); checked by running it, not by tsc
// Tides by the sea they share, buoys from the whole catalogue (issue 33): existing databases get
// the re-derived seed's tide stations and buoys (a frozen copy of the changes in
// cms/seed/data/spots.ts, since the seed only creates missing spots), each only where the stored
// value is still the old seeded one: an editor's change stands.
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Column = 'tide_station' | 'ndbc_buoy'

/** slug, column, seeded before, seeded now. */
export const CHANGES: [string, Column, string | null, string | null][] = [
  ['folly-beach-the-washout', 'tide_station', '8665530', '8665637'],
  ['folly-beach-the-washout', 'ndbc_buoy', null, '41076'],
  ['rye-rocks', 'tide_station', '8419688', '8424601'],
  ['huntington-beach-pier', 'tide_station', '9410580', '9410583'],
  ['todos-santos-killers', 'tide_station', null, 'noaa/TWC0403'],
  ['playa-hermosa-jaco', 'tide_station', null, 'noaa/TWC0345'],
  ['uluwatu', 'tide_station', null, 'ticon/benoa-163-idn-uhslc_fd'],
  ['padang-padang', 'tide_station', null, 'ticon/benoa-163-idn-uhslc_fd'],
  ['kuta-beach', 'tide_station', null, 'ticon/benoa-163-idn-uhslc_fd'],
  ['snapper-rocks', 'tide_station', null, 'ticon/gold_coast_southport-60051-aus-bom'],
  ['bondi-beach', 'tide_station', null, 'ticon/fort_denison-333-aus-uhslc_fd'],
  ['tsurigasaki-beach-ichinomiya', 'tide_station', null, 'ticon/katsuura-gs11-jpn-jodc_giaj'],
]

async function move(db: MigrateUpArgs['db'], back: boolean): Promise<void> {
  for (const [slug, column, before, after] of CHANGES) {
    const [from, to] = back ? [after, before] : [before, after]
    const col = sql.identifier(column)
    const versionCol = sql.identifier(`version_${column}`)
    await db.execute(sql`
      UPDATE "surf_spots" SET ${col} = ${to}
      WHERE "slug" = ${slug} AND ${col} IS NOT DISTINCT FROM ${from}`)
    // One statement per call: a statement with parameters cannot carry a second one.
    await db.execute(sql`
      UPDATE "_surf_spots_v" SET ${versionCol} = ${to}
      WHERE "version_slug" = ${slug} AND ${versionCol} IS NOT DISTINCT FROM ${from}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await move(db, false)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await move(db, true)
}
