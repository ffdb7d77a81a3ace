// Issue 33: every spot checked against published surf guides. The cases are asserted on what
// GET /api/surf-spots/{id} serves: the exposure the seed stores (and the guide-checks migration
// writes into existing databases), read back and turned into idealConditions the way
// site/lib/server-only/conditions/what-works.ts does; and every curated value carries a `// why`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { spotExposureOf } from '../../../shared/contracts/stored-rows'
import { hourAt } from '../../../shared/domain/forecast/test-support'
import { ratingInputFor, summariseHours } from '../../../shared/domain/rating/daily-values'
import { exposureAt, REACHES_MIN_SHARE } from '../../../shared/domain/rating/exposure'
import { idealConditionsOf } from '../../../shared/domain/rating/ideal-conditions'
import { rateConditions } from '../../../shared/domain/rating/rate-conditions'
import { ratingRank } from '../../../shared/domain/rating/ratings'
import { shoreOf } from '../../../shared/domain/rating/shore'
import { classifyWindAt, inSector } from '../../../shared/domain/rating/wind'
import { EXPOSURE_CHANGES, FIELD_CHANGES } from '../../migrations/20261202_060500_guide_checks'
import { seedExposure } from '../spots'
import { SPOT_SEEDS } from './spots'

/** What the API answers for a seeded spot: its exposure, idealConditions and the rated shore. */
function served(slug: string) {
  const seed = SPOT_SEEDS.find((s) => s.slug === slug)
  if (!seed) throw new Error(`no seeded spot ${slug}`)
  const stored = seedExposure(slug)
  // Stored as JSON and read back, as the API reads the row.
  const exposure = spotExposureOf(
    JSON.parse(JSON.stringify(stored.exposure)),
    seed.beachFacingDegrees,
  )
  const shore = shoreOf({
    name: seed.name,
    beachFacingDegrees: seed.beachFacingDegrees,
    offshoreFromDegrees: seed.offshoreFromDegrees,
    offshoreToDegrees: seed.offshoreToDegrees,
    exposure: exposure.byDirection,
    worksFromFt: stored.worksFromFt,
  })
  const idealConditions = idealConditionsOf({
    byDirection: exposure.byDirection,
    offshoreFromDeg: shore.offshoreFromDeg,
    offshoreToDeg: shore.offshoreToDeg,
    worksFromFt: stored.worksFromFt,
    bestTide: stored.bestTide,
  })
  return { exposure, idealConditions, shore }
}

const share = (slug: string, deg: number) => exposureAt(served(slug).exposure.byDirection, deg)
const inWindow = (slug: string, deg: number) =>
  served(slug).exposure.swellWindow.some((arc) => inSector(deg, arc.fromDeg, arc.toDeg))

/** Reaching whole: the swell guides call the spot's best is rated near full size, not a fraction. */
const WHOLE = 0.8
const DIR = { N: 0, SE: 135, SW: 225, W: 270, WNW: 292.5, NW: 315, NNW: 337.5 } as const

describe('swell directions the guides call best reach the spot whole', () => {
  const cases: [string, (keyof typeof DIR)[]][] = [
    ['bundoran-the-peak', ['SW', 'W', 'WNW']],
    ['rincon', ['W', 'WNW', 'NW']],
    ['thurso-east', ['WNW', 'NW']],
    ['playa-hermosa-jaco', ['NW']],
    ['anchor-point', ['NW']],
    ['steamer-lane', ['W', 'WNW', 'NW']],
    ['mundaka', ['NW']],
  ]
  it.each(cases)('%s: %j', (slug, directions) => {
    for (const name of directions) {
      expect(share(slug, DIR[name]), `${slug} ${name}`).toBeGreaterThanOrEqual(WHOLE)
      expect(inWindow(slug, DIR[name]), `${slug} ${name} in the window`).toBe(true)
    }
  })
})

describe('swell directions the guides say do not work are closed', () => {
  it('Punta de Lobos: a W swell shuts it down; SW (235°) is its best', () => {
    expect(share('punta-de-lobos', DIR.W)).toBeLessThan(REACHES_MIN_SHARE)
    expect(inWindow('punta-de-lobos', DIR.W)).toBe(false)
    expect(share('punta-de-lobos', 235)).toBeGreaterThanOrEqual(WHOLE)
    const [from, to] = served('punta-de-lobos').idealConditions.swellFromDeg
    expect(inSector(235, from, to)).toBe(true)
    expect(inSector(DIR.W, from, to)).toBe(false)
  })

  it('Supertubos: the Peniche peninsula blocks N–NW swell; W is its best', () => {
    for (const name of ['N', 'NNW', 'NW'] as const) {
      expect(share('supertubos', DIR[name]), name).toBeLessThan(REACHES_MIN_SHARE)
      expect(inWindow('supertubos', DIR[name]), name).toBe(false)
    }
    expect(share('supertubos', DIR.W)).toBeGreaterThanOrEqual(WHOLE)
  })
})

describe('the best winds the guides name are offshore', () => {
  it.each([
    ['jeffreys-bay-supertubes', DIR.SW],
    ['thurso-east', DIR.SE],
  ])('%s: wind from %d°', (slug, deg) => {
    const { idealConditions, shore } = served(slug)
    const [from, to] = idealConditions.offshoreWindFromDeg
    expect(inSector(deg, from, to)).toBe(true)
    expect(classifyWindAt(deg, shore)).toBe('offshore')
  })
})

describe('minimum sizes the guides give', () => {
  it.each([
    ['banzai-pipeline', 4],
    ['sunset-beach', 6],
    ['padang-padang', 4],
  ])('%s works from %d ft', (slug, ft) => {
    expect(served(slug).idealConditions.worksFromFt).toBe(ft)
  })

  /** A clean day at Padang: SW groundswell at 14 s breaking at `ft`, 8 mph ESE (offshore). */
  function padangDay(ft: number) {
    const { shore } = served('padang-padang')
    const inputAt = (swellHeightFt: number) =>
      ratingInputFor(
        summariseHours([
          hourAt('2026-07-15T02:00:00.000Z', {
            swellHeightFt,
            swellPeriodS: 14,
            swellDirectionDeg: 225,
            windSpeedMph: 8,
            windDirectionDeg: 112.5,
          }),
        ]),
        shore,
      )
    // The deep-water height whose breaking height at Padang is just over `ft`.
    let [low, high] = [0.1, 20]
    for (let i = 0; i < 60; i++) {
      const mid = (low + high) / 2
      if ((inputAt(mid).waveHeightFt ?? 0) < ft) low = mid
      else high = mid
    }
    const input = inputAt(high)
    return { input, result: rateConditions(input) }
  }

  it('rates a clean 4 ft day at Padang Padang GOOD or better', () => {
    const { input, result } = padangDay(4)
    expect(input.waveHeightFt).toBeGreaterThanOrEqual(4)
    expect(input.waveHeightFt).toBeLessThan(4.01)
    expect(input.windClass).toBe('offshore')
    expect(ratingRank(result.rating), result.summary).toBeLessThanOrEqual(ratingRank('good'))
  })

  it('rates the same day at 3.5 ft NOT WORKING: under its minimum', () => {
    const { result } = padangDay(3.5)
    expect(result.rating).toBe('not working')
    expect(result.summary).toMatch(/needs 4\+ ft/)
  })
})

describe('the guide checks reach existing databases', () => {
  it('migrates exactly the curated exposure the seed stores', () => {
    for (const change of EXPOSURE_CHANGES) {
      const stored = seedExposure(change.slug).exposure
      expect(change.after, change.slug).toEqual(stored?.byDirection)
      expect(change.method, change.slug).toBe(stored?.method)
      expect(change.before, change.slug).not.toEqual(change.after)
    }
  })

  it('migrates exactly the sizes, tides and offshore sectors the seed has', () => {
    const field = {
      works_from_ft: (slug: string) => seedExposure(slug).worksFromFt,
      best_tide: (slug: string) => seedExposure(slug).bestTide,
      offshore_from_degrees: (slug: string) =>
        SPOT_SEEDS.find((s) => s.slug === slug)?.offshoreFromDegrees,
      offshore_to_degrees: (slug: string) =>
        SPOT_SEEDS.find((s) => s.slug === slug)?.offshoreToDegrees,
    }
    for (const [slug, column, before, after] of FIELD_CHANGES) {
      expect(field[column](slug), `${slug} ${column}`).toBe(after)
      expect(before, `${slug} ${column}`).not.toBe(after)
    }
  })

  it('covers every case of the issue, so an existing database serves what a new one does', () => {
    const exposures = new Set(EXPOSURE_CHANGES.map((c) => c.slug))
    for (const slug of [
      'bundoran-the-peak',
      'rincon',
      'thurso-east',
      'playa-hermosa-jaco',
      'anchor-point',
      'steamer-lane',
      'mundaka',
      'punta-de-lobos',
      'supertubos',
    ]) {
      expect(exposures.has(slug), slug).toBe(true)
    }
    const fields = FIELD_CHANGES.map(([slug, column]) => `${slug} ${column}`)
    expect(fields).toEqual(
      expect.arrayContaining([
        'jeffreys-bay-supertubes offshore_from_degrees',
        'thurso-east offshore_from_degrees',
        'banzai-pipeline works_from_ft',
        'sunset-beach works_from_ft',
        'padang-padang works_from_ft',
      ]),
    )
  })
})

describe('every curated value says why', () => {
  const read = (name: string) =>
    readFileSync(fileURLToPath(new URL(name, import.meta.url)), 'utf8').split('\n')

  /** True when the line, or the comment lines just above it, carry a `// why`. */
  function explained(lines: string[], at: number): boolean {
    if (lines[at]?.includes('// why')) return true
    for (let i = at - 1; i >= 0 && lines[i]!.trim().startsWith('//'); i--) {
      if (lines[i]!.includes('// why')) return true
    }
    return false
  }

  it('explains each worksFromFt and bestTide in spot-exposure.ts', () => {
    const lines = read('./spot-exposure.ts')
    const start = lines.findIndex((l) => l.startsWith('const CURATED'))
    const end = lines.findIndex((l, i) => i > start && l === '}')
    const unexplained = lines
      .map((line, i) => ({ line, i }))
      .filter(({ i }) => i > start && i < end)
      .filter(({ line }) => /\b(worksFromFt|bestTide):/.test(line))
      .filter(
        ({ line, i }) => !explained(lines, i) && !/^\s+'?[\w-]+'?: \{ .*\}, \/\/ why/.test(line),
      )
      .map(({ line }) => line.trim())
    expect(unexplained).toEqual([])
  })

  it('explains each curated exposure in spot-exposure.ts', () => {
    const source = read('./spot-exposure.ts').join('\n')
    const start = source.indexOf('export const EXPOSURE_CURATION')
    const body = source.slice(start, source.indexOf('\n}\n', start))
    const blocks = body.split(/\n {2}(?='?[\w-]+'?: \{)/).slice(1)
    expect(blocks.length).toBeGreaterThanOrEqual(9)
    for (const block of blocks) {
      expect(block, block.slice(0, 40)).toContain('// why')
    }
  })

  it('explains each offshore sector the guide checks changed in spots.ts', () => {
    const lines = read('./spots.ts')
    for (const [slug, column] of FIELD_CHANGES) {
      if (!column.startsWith('offshore')) continue
      const key = column === 'offshore_from_degrees' ? 'offshoreFromDegrees' : 'offshoreToDegrees'
      const at = lines.findIndex((l) => l.includes(`slug: '${slug}'`))
      const line = lines.findIndex((l, i) => i > at && l.includes(`${key}:`))
      expect(explained(lines, line), `${slug} ${key}`).toBe(true)
    }
  })
})
