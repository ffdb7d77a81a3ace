// @ts-nocheck -- written by hand (data only, no schema change); checked by running it, not by tsc
// Stations by geography: existing databases get the re-derived seed's tide stations and
// buoys (a frozen copy of the changes in cms/seed/data/spots.ts, since the seed only creates
// missing spots), each only where the stored value is still the old seeded one: an editor's
// change stands.
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type Column = 'tide_station' | 'ndbc_buoy'

/** slug, column, seeded before, seeded now. */
const CHANGES: [string, Column, string | null, string | null][] = [
  ['miami-beach-south-beach', 'tide_station', '8723214', '8723170'],
  ['miami-beach-south-beach', 'ndbc_buoy', null, '41122'],
  ['cocoa-beach-pier', 'tide_station', '8721604', '8721649'],
  ['sebastian-inlet-first-peak', 'tide_station', '8721604', '8722105'],
  ['folly-beach-the-washout', 'ndbc_buoy', '41004', null],
  ['cape-hatteras-lighthouse', 'tide_station', '8652587', '8654400'],
  ['cape-hatteras-lighthouse', 'ndbc_buoy', '41025', '41120'],
  ['ditch-plains-montauk', 'tide_station', '8510560', '8459681'],
  ['ditch-plains-montauk', 'ndbc_buoy', '44017', null],
  ['narragansett-town-beach', 'tide_station', '8452660', '8454658'],
  ['rye-rocks', 'tide_station', '8423898', '8419688'],
  ['rye-rocks', 'ndbc_buoy', '44098', '44092'],
  ['the-wall-north-hampton-hampton', 'tide_station', '8423898', '8429489'],
  ['the-wall-north-hampton-hampton', 'ndbc_buoy', '44098', '44092'],
  ['galveston-61st-st-pleasure-pier', 'tide_station', '8771450', '8771510'],
  ['ocean-beach-san-francisco', 'tide_station', '9414290', '9414275'],
  ['ocean-beach-san-francisco', 'ndbc_buoy', '46026', '46237'],
  ['mavericks', 'tide_station', '9414290', '9414131'],
  ['mavericks', 'ndbc_buoy', '46012', '46237'],
  ['steamer-lane', 'tide_station', '9413450', '9413745'],
  ['steamer-lane', 'ndbc_buoy', '46042', '46269'],
  ['rincon', 'tide_station', '9411340', '9411270'],
  ['rincon', 'ndbc_buoy', '46053', '46217'],
  ['malibu-surfrider-beach', 'ndbc_buoy', '46221', '46268'],
  ['lower-trestles', 'tide_station', '9410580', '9410583'],
  ['lower-trestles', 'ndbc_buoy', '46242', '46277'],
  ['windansea', 'ndbc_buoy', '46225', '46231'],
  ['banzai-pipeline', 'tide_station', '1612340', '1612668'],
  ['waimea-bay', 'tide_station', '1612340', '1612668'],
  ['sunset-beach', 'tide_station', '1612340', '1612668'],
  ['honolua-bay', 'tide_station', '1615680', '1613155'],
  ['hossegor-la-graviere', 'tide_station', null, 'ticon/bayonne_boucau-94-fra-refmar'],
  ['bundoran-the-peak', 'tide_station', null, 'ticon/killybegs_port-kil-irl-mi_c'],
  ['bells-beach', 'tide_station', null, 'ticon/point_lonsdale-60730-aus-bom'],
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
