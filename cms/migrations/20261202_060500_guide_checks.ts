// @ts-nocheck -- written by hand (data only, no schema change); checked by running it, not by tsc
// Spots checked against published surf guides (issue 33): existing databases get the curated
// exposure, minimum size, best tide and offshore sectors of cms/seed/data/spot-exposure.ts and
// spots.ts (a frozen copy of the changes, since the seed only creates missing spots), each only
// where the stored value is still the one seeded before: an editor's change stands.
import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

type ExposureChange = {
  slug: string
  before: number[]
  after: number[]
  beforeMethod: string
  method: string
}
type Column = 'works_from_ft' | 'best_tide' | 'offshore_from_degrees' | 'offshore_to_degrees'

/** Each changed exposure: the shares seeded before, and the curated ones now. */
export const EXPOSURE_CHANGES: ExposureChange[] = [
  {
    slug: 'folly-beach-the-washout',
    before: [0,0.01,0.04,0.11,0.26,0.46,0.67,0.84,0.94,0.98,1,1,1,0.99,0.98,0.95,0.91,0.86,0.79,0.71,0.61,0.51,0.4,0.28,0.17,0.08,0.03,0.01,0,0,0,0,0,0,0,0],
    after: [0,0.01,0.04,0.11,0.6,0.7,0.8,0.84,0.94,0.98,1,1,1,0.99,0.98,0.95,0.91,0.86,0.79,0.71,0.61,0.51,0.4,0.28,0.17,0.08,0.03,0.01,0,0,0,0,0,0,0,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: NE swell runs in along the coast",
  },
  {
    slug: 'rockaway-beach-90th-st',
    before: [0,0,0,0,0,0.01,0.05,0.13,0.28,0.49,0.71,0.86,0.95,0.99,1,0.99,0.98,0.93,0.83,0.67,0.47,0.3,0.19,0.13,0.09,0.06,0.04,0.02,0.01,0,0,0,0,0,0,0],
    after: [0,0,0,0,0,0.01,0.05,0.13,0.55,0.75,0.71,0.86,0.95,0.99,1,0.99,0.98,0.93,0.83,0.67,0.47,0.3,0.19,0.13,0.09,0.06,0.04,0.02,0.01,0,0,0,0,0,0,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: E swell runs in along Long Island",
  },
  {
    slug: 'steamer-lane',
    before: [0,0,0,0,0,0,0.01,0.01,0.03,0.05,0.07,0.09,0.11,0.13,0.16,0.23,0.34,0.5,0.68,0.84,0.94,0.98,0.99,0.98,0.94,0.83,0.66,0.44,0.24,0.6,0.5,0.45,0.35,0.2,0,0],
    after: [0,0,0,0,0,0,0.01,0.01,0.03,0.05,0.07,0.09,0.11,0.13,0.16,0.23,0.34,0.5,0.68,0.84,0.94,0.98,0.99,0.98,0.94,0.83,0.85,0.9,0.9,0.9,0.9,0.85,0.8,0.5,0.2,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m) + curated: W–NW swell wraps round Lighthouse Point",
    method: "coastline rays (Natural Earth 1:10m) + curated: W–NW swell wraps round Lighthouse Point",
  },
  {
    slug: 'rincon',
    before: [0,0,0,0,0,0,0,0,0,0.01,0.02,0.06,0.05,0.05,0.1,0.15,0.15,0.15,0.1,0.1,0.1,0.1,0.1,0.15,0.4,0.8,0.9,0.9,0.85,0.7,0.4,0.04,0.01,0,0,0],
    after: [0,0,0,0,0,0,0,0,0,0.01,0.02,0.06,0.05,0.05,0.1,0.15,0.15,0.15,0.1,0.1,0.1,0.1,0.1,0.15,0.4,0.8,0.9,0.9,0.9,0.9,0.85,0.8,0.8,0.3,0,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m) + curated: Channel Islands block S swell; W–NW wraps round Point Conception",
    method: "coastline rays (Natural Earth 1:10m) + curated: Channel Islands block S swell; W–NW wraps round Point Conception",
  },
  {
    slug: 'huntington-beach-pier',
    before: [0,0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.22,0.38,0.57,0.74,0.84,0.85,0.77,0.63,0.47,0.36,0.33,0.39,0.5,0.59,0.59,0.49,0.33,0.2,0.1,0.05,0.02,0.01,0],
    after: [0,0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.22,0.38,0.57,0.74,0.84,0.85,0.77,0.63,0.47,0.36,0.33,0.39,0.75,0.8,0.8,0.7,0.33,0.2,0.1,0.05,0.02,0.01,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: W swell reaches the pier whole",
  },
  {
    slug: 'honolua-bay',
    before: [0.7,0.6,0.41,0.22,0.09,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.23,0.38,0.5,0.51,0.43,0.29,0.19,0.15,0.21,0.35,0.53,0.67],
    after: [0.9,0.85,0.7,0.4,0.09,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.23,0.38,0.5,0.51,0.43,0.29,0.19,0.15,0.21,0.35,0.85,0.9],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: NNW–NNE swell wraps in past Molokai",
  },
  {
    slug: 'sayulita',
    before: [0.35,0.27,0.21,0.15,0.09,0.05,0.02,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.22,0.42,0.63,0.81,0.9,0.91,0.86,0.8,0.76,0.71,0.64,0.54,0.44],
    after: [0.35,0.27,0.21,0.15,0.09,0.05,0.02,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.03,0.4,0.6,0.7,0.63,0.81,0.9,0.91,0.86,0.8,0.76,0.71,0.64,0.54,0.44],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: SW swell wraps round Punta Sayulita",
  },
  {
    slug: 'playa-hermosa-jaco',
    before: [0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.24,0.42,0.62,0.79,0.91,0.97,0.99,1,0.99,0.99,0.99,0.99,0.96,0.9,0.78,0.61,0.43,0.28,0.17,0.1,0.05,0.02,0.01,0],
    after: [0,0,0,0,0,0,0,0,0,0.01,0.04,0.11,0.24,0.42,0.62,0.79,0.91,0.97,0.99,1,0.99,0.99,0.99,0.99,0.96,0.9,0.78,0.61,0.85,0.85,0.85,0.85,0.8,0.4,0.01,0],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: NW–W swell reaches the long open beach",
  },
  {
    slug: 'punta-de-lobos',
    before: [0.65,0.44,0.25,0.11,0.04,0.01,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.19,0.34,0.53,0.72,0.86,0.95,0.98,0.99,0.99,0.99,0.99,1,1,1,0.99,0.98,0.93,0.82],
    after: [0.05,0.05,0.05,0.05,0.04,0.01,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.19,0.34,0.53,0.72,0.86,0.95,0.98,0.99,0.4,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05,0.05],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: a S–W window; W and N of W shut it down",
  },
  {
    slug: 'supertubos',
    before: [0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.02,0.07,0.17,0.33,0.53,0.73,0.88,0.96,0.99,1,1,1,1,0.99,0.95,0.86,0.7,0.49,0.28,0.13,0.04],
    after: [0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.02,0.07,0.17,0.33,0.53,0.73,0.88,0.96,0.99,1,1,1,1,0.99,0.95,0.6,0.05,0.05,0.05,0.05,0.02],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: the Peniche peninsula blocks N–NW swell",
  },
  {
    slug: 'mundaka',
    before: [0.69,0.61,0.55,0.49,0.43,0.38,0.33,0.27,0.2,0.13,0.06,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.21,0.39,0.59,0.74,0.79,0.76],
    after: [0.69,0.61,0.55,0.49,0.43,0.38,0.33,0.27,0.2,0.13,0.06,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.6,0.85,0.9,0.9,0.9,0.85],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: NW swell reaches the rivermouth bar whole",
  },
  {
    slug: 'thurso-east',
    before: [0.61,0.46,0.31,0.18,0.1,0.05,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.03,0.09,0.21,0.38,0.56,0.69,0.75,0.72],
    after: [0.61,0.46,0.31,0.18,0.1,0.05,0.03,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.5,0.85,0.9,0.9,0.9,0.85,0.8,0.72],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: WNW swell wraps round Holborn Head",
  },
  {
    slug: 'bundoran-the-peak',
    before: [0.06,0.04,0.02,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.04,0.12,0.27,0.47,0.65,0.75,0.71,0.56,0.37,0.22,0.13,0.09,0.07],
    after: [0.06,0.04,0.02,0.01,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.5,0.85,0.9,0.9,0.9,0.9,0.9,0.9,0.9,0.8,0.7,0.4,0.13,0.09,0.07],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: SW–NW swell wraps into Donegal Bay",
  },
  {
    slug: 'anchor-point',
    before: [0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.02,0.04,0.08,0.13,0.18,0.24,0.31,0.4,0.51,0.62,0.72,0.81,0.87,0.91,0.93,0.9,0.8,0.62,0.41,0.22,0.09,0.03,0.01],
    after: [0,0,0,0,0,0,0,0,0,0,0,0,0.01,0.02,0.04,0.08,0.13,0.18,0.24,0.31,0.4,0.51,0.62,0.72,0.81,0.87,0.91,0.93,0.9,0.9,0.9,0.9,0.85,0.5,0.2,0.01],
    beforeMethod: "coastline rays (Natural Earth 1:10m)",
    method: "coastline rays (Natural Earth 1:10m) + curated: NW swell wraps down the headland",
  },
]

/** slug, column, seeded before, seeded now. */
export const FIELD_CHANGES: [string, Column, number | string | null, number | string | null][] = [
  ['folly-beach-the-washout', 'best_tide', "mid", "mid to high"],
  ['cape-hatteras-lighthouse', 'best_tide', null, "low, on the incoming tide"],
  ['rockaway-beach-90th-st', 'best_tide', null, "low to mid"],
  ['ditch-plains-montauk', 'best_tide', null, "any"],
  ['galveston-61st-st-pleasure-pier', 'offshore_to_degrees', 15, 45],
  ['ocean-beach-san-francisco', 'best_tide', null, "any"],
  ['steamer-lane', 'best_tide', null, "low to mid"],
  ['windansea', 'works_from_ft', null, 2],
  ['windansea', 'best_tide', null, "low to mid"],
  ['banzai-pipeline', 'works_from_ft', null, 4],
  ['sunset-beach', 'works_from_ft', null, 6],
  ['sunset-beach', 'best_tide', null, "mid"],
  ['honolua-bay', 'best_tide', null, "any"],
  ['sayulita', 'best_tide', null, "any"],
  ['playa-hermosa-jaco', 'best_tide', null, "mid to high"],
  ['chicama', 'best_tide', null, "any"],
  ['punta-de-lobos', 'best_tide', null, "low"],
  ['supertubos', 'best_tide', null, "on the rising tide"],
  ['hossegor-la-graviere', 'best_tide', null, "mid"],
  ['thurso-east', 'offshore_from_degrees', 145, 120],
  ['bundoran-the-peak', 'works_from_ft', null, 2],
  ['bundoran-the-peak', 'best_tide', null, "low to mid"],
  ['jeffreys-bay-supertubes', 'best_tide', null, "any"],
  ['jeffreys-bay-supertubes', 'offshore_from_degrees', 255, 215],
  ['anchor-point', 'works_from_ft', null, 4],
  ['anchor-point', 'best_tide', null, "low"],
  ['uluwatu', 'works_from_ft', null, 2],
  ['uluwatu', 'best_tide', null, "any"],
  ['padang-padang', 'works_from_ft', null, 4],
  ['padang-padang', 'best_tide', null, "low to mid"],
  ['g-land-grajagan', 'best_tide', null, "mid to high"],
  ['kuta-beach', 'best_tide', null, "high"],
]

const storedExposure = (byDirection: number[], method: string) =>
  JSON.stringify({ byDirection, source: 'computed', method })

async function move(db: MigrateUpArgs['db'], back: boolean): Promise<void> {
  for (const { slug, before, after, beforeMethod, method } of EXPOSURE_CHANGES) {
    const [from, to] = back ? [after, before] : [before, after]
    const json = storedExposure(to, back ? beforeMethod : method)
    const was = JSON.stringify(from)
    await db.execute(sql`
      UPDATE "surf_spots" SET "exposure" = ${json}::jsonb
      WHERE "slug" = ${slug} AND "exposure"->'byDirection' = ${was}::jsonb
        AND "exposure"->>'source' = 'computed'`)
    // One statement per call: a statement with parameters cannot carry a second one.
    await db.execute(sql`
      UPDATE "_surf_spots_v" SET "version_exposure" = ${json}::jsonb
      WHERE "version_slug" = ${slug} AND "version_exposure"->'byDirection' = ${was}::jsonb
        AND "version_exposure"->>'source' = 'computed'`)
  }
  for (const [slug, column, before, after] of FIELD_CHANGES) {
    const [from, to] = back ? [after, before] : [before, after]
    const col = sql.identifier(column)
    const versionCol = sql.identifier(`version_${column}`)
    await db.execute(sql`
      UPDATE "surf_spots" SET ${col} = ${to}
      WHERE "slug" = ${slug} AND ${col} IS NOT DISTINCT FROM ${from}`)
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
