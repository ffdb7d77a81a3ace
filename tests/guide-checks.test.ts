// Issue 33's guide checks against the built server: the API serves every case on a seeded
// database, and on an existing one (its spots set back to the values seeded before) the
// guide-checks migration writes what the seed now has, leaving an editor's change alone. The
// migration runs inside a transaction that is rolled back, so the shared database is untouched.
import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { EXPOSURE_CHANGES, FIELD_CHANGES, up } from '../cms/migrations/20261202_060500_guide_checks'
import { seedExposure } from '../cms/seed/spots'
import { SPOT_SEEDS } from '../cms/seed/data/spots'
import { SpotDetail, SpotList } from '../shared/contracts/conditions'
import { exposureAt, REACHES_MIN_SHARE } from '../shared/domain/rating/exposure'
import { inSector } from '../shared/domain/rating/wind'
import { getParsed } from './conditions-helpers'

let baseUrl: string
let db: pg.Client
let ids: Map<string, number>

beforeAll(async () => {
  baseUrl = inject('baseUrl')
  db = new pg.Client({ connectionString: inject('databaseUrl') })
  await db.connect()
  const spots = await getParsed(baseUrl, '/api/surf-spots', SpotList)
  const slugOf = new Map(SPOT_SEEDS.map((s) => [s.name, s.slug]))
  ids = new Map(spots.map((s) => [slugOf.get(s.name) ?? s.name, s.id]))
}, 120_000)

afterAll(async () => {
  await db.end()
})

const detail = (slug: string) =>
  getParsed(baseUrl, `/api/surf-spots/${ids.get(slug) ?? 0}`, SpotDetail)

describe('GET /api/surf-spots/{id}: the guides’ cases', () => {
  it('rates the swell guides call best as reaching whole', async () => {
    const cases: [string, number[]][] = [
      ['bundoran-the-peak', [225]],
      ['rincon', [270, 292.5, 315]],
      ['thurso-east', [292.5]],
      ['playa-hermosa-jaco', [315]],
      ['anchor-point', [315]],
      ['steamer-lane', [270, 292.5, 315]],
      ['mundaka', [315]],
    ]
    for (const [slug, directions] of cases) {
      const { exposure } = await detail(slug)
      for (const deg of directions) {
        expect(exposureAt(exposure.byDirection, deg), `${slug} ${deg}`).toBeGreaterThanOrEqual(0.8)
      }
    }
  })

  it('closes W at Punta de Lobos and N–NW at Supertubos', async () => {
    const lobos = await detail('punta-de-lobos')
    expect(exposureAt(lobos.exposure.byDirection, 270)).toBeLessThan(REACHES_MIN_SHARE)
    const supertubos = await detail('supertubos')
    for (const deg of [0, 337.5, 315]) {
      expect(exposureAt(supertubos.exposure.byDirection, deg), `${deg}`).toBeLessThan(
        REACHES_MIN_SHARE,
      )
    }
  })

  it('includes the best winds in the offshore sectors, and the guides’ minimum sizes', async () => {
    const jbay = (await detail('jeffreys-bay-supertubes')).idealConditions.offshoreWindFromDeg
    expect(inSector(225, jbay[0], jbay[1])).toBe(true)
    const thurso = (await detail('thurso-east')).idealConditions.offshoreWindFromDeg
    expect(inSector(135, thurso[0], thurso[1])).toBe(true)
    expect((await detail('banzai-pipeline')).idealConditions.worksFromFt).toBe(4)
    expect((await detail('sunset-beach')).idealConditions.worksFromFt).toBe(6)
    expect((await detail('padang-padang')).idealConditions.worksFromFt).toBe(4)
  })
})

describe('the guide-checks migration on an existing database', () => {
  it('writes the seed’s values where the old seeded ones stand, and keeps an editor’s change', async () => {
    await db.query('begin')
    try {
      // An older database: every changed value as it was seeded before.
      for (const { slug, before, beforeMethod } of EXPOSURE_CHANGES) {
        const old = JSON.stringify({
          byDirection: before,
          source: 'computed',
          method: beforeMethod,
        })
        await db.query('update surf_spots set exposure = $2::jsonb where slug = $1', [slug, old])
        await db.query(
          'update _surf_spots_v set version_exposure = $2::jsonb where version_slug = $1',
          [slug, old],
        )
      }
      for (const [slug, column, before] of FIELD_CHANGES) {
        await db.query(`update surf_spots set ${column} = $2 where slug = $1`, [slug, before])
        await db.query(`update _surf_spots_v set version_${column} = $2 where version_slug = $1`, [
          slug,
          before,
        ])
      }
      // Editors changed Rincon's shares and Sunset Beach's minimum.
      await db.query(
        `update surf_spots set exposure = jsonb_set(exposure, '{source}', '"editor"') where slug = 'rincon'`,
      )
      await db.query(`update surf_spots set works_from_ft = 8 where slug = 'sunset-beach'`)

      await up({
        db: drizzle(db as never) as never,
        payload: undefined as never,
        req: undefined as never,
      })

      const { rows } = await db.query<{
        slug: string
        exposure: { byDirection: number[]; source: string; method: string }
        works_from_ft: string | null
        best_tide: string | null
        offshore_from_degrees: string | null
        offshore_to_degrees: string | null
      }>(
        'select slug, exposure, works_from_ft, best_tide, offshore_from_degrees, offshore_to_degrees from surf_spots',
      )
      const row = new Map(rows.map((r) => [r.slug, r]))
      for (const { slug, before } of EXPOSURE_CHANGES) {
        const stored = row.get(slug)?.exposure
        if (slug === 'rincon') {
          expect(stored?.byDirection, slug).toEqual(before)
          expect(stored?.source).toBe('editor')
        } else {
          expect(stored, slug).toEqual(seedExposure(slug).exposure)
        }
      }
      const seed = (slug: string) => SPOT_SEEDS.find((s) => s.slug === slug)
      for (const [slug, column] of FIELD_CHANGES) {
        const got = row.get(slug)?.[column] ?? null
        const want =
          column === 'best_tide'
            ? seedExposure(slug).bestTide
            : column === 'works_from_ft'
              ? slug === 'sunset-beach'
                ? 8
                : seedExposure(slug).worksFromFt
              : column === 'offshore_from_degrees'
                ? seed(slug)?.offshoreFromDegrees
                : seed(slug)?.offshoreToDegrees
        expect(
          column === 'best_tide' || got === null ? got : Number(got),
          `${slug} ${column}`,
        ).toBe(want)
      }
      const versions = await db.query<{ n: string }>(
        `select count(*) as n from _surf_spots_v where version_slug = 'padang-padang' and version_works_from_ft = 4`,
      )
      expect(Number(versions.rows[0]?.n)).toBeGreaterThan(0)
    } finally {
      await db.query('rollback')
    }
  })
})
