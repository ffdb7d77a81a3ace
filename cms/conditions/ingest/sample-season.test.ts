// Sample mode reads like the season and the place: over 5 days × 49 spots, in a northern and a
// southern winter, through the real clients, ingestion's merge and the stored rows. Cold-water
// spots are cold in their winter (the buoy's water temperature included), tropical ones warm,
// Rye Rocks in December asks for a thick wetsuit, and the US spots' swell periods are not one
// recording served to all of them.
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../../../shared/domain/time/dates'
import { localDateOf } from '../../../shared/domain/time/zoned'
import type { UpstreamConfig } from '../upstream'
import type { SampleServer } from '../upstream/sample-server/server'
import { startSampleServer } from '../upstream/sample-server/server'
import { testConfig } from '../upstream/test-support'
import type { SpotRows } from './rows'
import { buildSpotRows } from './rows'
import { SEEDED_SPOTS, sampleStates, slugOf } from './sample-test-support'
import type { BuiltSpot } from './spot-series'
import { buildSpot } from './spot-series'
import type { SourceStates } from './types'

const DAYS = 5
/** Mid-December (northern winter) and mid-July (southern winter), afternoon UTC. */
const DECEMBER = Date.parse('2026-12-15T15:00:00.000Z')
const JULY = Date.parse('2027-07-15T03:00:00.000Z')

type Run = { states: SourceStates; built: Map<string, BuiltSpot>; rows: Map<string, SpotRows> }

async function runAt(at: number): Promise<Run> {
  const fake: SampleServer = await startSampleServer({ now: () => at })
  try {
    // A slow answer on a busy machine must not turn into a fallback source: a minute per request.
    const config: UpstreamConfig = testConfig(fake.url, { timeoutMs: 60_000 })
    const now = new Date(at)
    const states = await sampleStates(SEEDED_SPOTS, config, now)
    const built = new Map(SEEDED_SPOTS.map((s) => [slugOf(s), buildSpot(s, states, 'sample')]))
    const rows = new Map([...built].map(([slug, b]) => [slug, buildSpotRows(b, now)]))
    return { states, built, rows }
  } finally {
    await fake.close()
  }
}

let december: Run
let july: Run
beforeAll(async () => {
  december = await runAt(DECEMBER)
  july = await runAt(JULY)
}, 240_000)

/** The 5 condition rows (today..+4 in the spot's zone) of a spot in a run. */
function fiveDays(run: Run, slug: string, at: number) {
  const spot = SEEDED_SPOTS.find((s) => slugOf(s) === slug)
  if (!spot) throw new Error(`no seeded spot ${slug}`)
  const first = todayIn(spot.timeZone, new Date(at))
  const last = addDays(first, DAYS - 1)
  return (run.rows.get(slug)?.conditions ?? []).filter((r) => r.date >= first && r.date <= last)
}

/** Winter water below 60 °F (about 16 °C): what a guide calls a full-suit sea. */
const COLD_IN_WINTER: [string, 'december' | 'july'][] = [
  ['rye-rocks', 'december'],
  ['the-wall-north-hampton-hampton', 'december'],
  ['narragansett-town-beach', 'december'],
  ['rockaway-beach-90th-st', 'december'],
  ['ditch-plains-montauk', 'december'],
  ['ocean-beach-san-francisco', 'december'],
  ['mavericks', 'december'],
  ['steamer-lane', 'december'],
  ['thurso-east', 'december'],
  ['bundoran-the-peak', 'december'],
  ['mundaka', 'december'],
  ['hossegor-la-graviere', 'december'],
  ['bells-beach', 'july'],
  ['punta-de-lobos', 'july'],
  ['raglan-manu-bay', 'july'],
]
/** Tropical water above 75 °F (about 24 °C) in any month. */
const TROPICAL = [
  'banzai-pipeline',
  'waimea-bay',
  'sunset-beach',
  'waikiki-queens',
  'honolua-bay',
  'puerto-escondido-zicatela',
  'playa-hermosa-jaco',
  'santa-teresa',
  'uluwatu',
  'padang-padang',
  'g-land-grajagan',
  'kuta-beach',
]

describe('sample mode by season and place', () => {
  it('should build 5 days of every seeded spot in both runs, each with a water temperature', () => {
    expect(SEEDED_SPOTS).toHaveLength(49)
    // Every source answered every request: no spot fell back to another source's values.
    for (const run of [december, july])
      for (const state of Object.values(run.states))
        expect([...state.failures], state.source).toEqual([])
    for (const [run, at] of [
      [december, DECEMBER],
      [july, JULY],
    ] as const) {
      for (const spot of SEEDED_SPOTS) {
        const days = fiveDays(run, slugOf(spot), at)
        expect(days.length, slugOf(spot)).toBe(DAYS)
        for (const day of days) expect(day.waterTemp, slugOf(spot)).toEqual(expect.any(Number))
      }
    }
  })

  it('should keep cold-water spots cold in their winter and tropical spots warm', () => {
    const wrong: string[] = []
    for (const [slug, month] of COLD_IN_WINTER) {
      const [run, at] = month === 'december' ? [december, DECEMBER] : [july, JULY]
      for (const day of fiveDays(run, slug, at))
        if (!((day.waterTemp ?? 99) < 60)) wrong.push(`${slug} ${day.date} ${day.waterTemp} °F`)
    }
    for (const slug of TROPICAL) {
      for (const [run, at] of [
        [december, DECEMBER],
        [july, JULY],
      ] as const) {
        for (const day of fiveDays(run, slug, at))
          if (!((day.waterTemp ?? 0) > 75)) wrong.push(`${slug} ${day.date} ${day.waterTemp} °F`)
      }
    }
    expect(wrong.slice(0, 12)).toEqual([])
  })

  it('should follow the seasons: the northern spots warmer in July, the southern in December', () => {
    const mean = (run: Run, slug: string, at: number) => {
      const days = fiveDays(run, slug, at)
      return days.reduce((sum, d) => sum + (d.waterTemp ?? 0), 0) / days.length
    }
    for (const slug of [
      'rye-rocks',
      'thurso-east',
      'hossegor-la-graviere',
      'tsurigasaki-beach-ichinomiya',
    ])
      expect(mean(july, slug, JULY), slug).toBeGreaterThan(mean(december, slug, DECEMBER) + 4)
    for (const slug of ['bells-beach', 'bondi-beach', 'jeffreys-bay-supertubes', 'punta-de-lobos'])
      expect(mean(december, slug, DECEMBER), slug).toBeGreaterThan(mean(july, slug, JULY) + 2)
  })

  it("should read a December buoy's water as December's and say it is a sample", () => {
    const buoy = december.states['noaa-ndbc'].entries.get('44092')
    const temps = (buoy?.value.hourly ?? []).flatMap((h) => h.waterTempF ?? [])
    expect(temps.length).toBeGreaterThan(10)
    expect(Math.max(...temps)).toBeLessThan(52)
    const rye = december.built.get('rye-rocks')
    expect(rye?.series.provenance?.waterTemp).toMatchObject({ provider: 'ndbc', sample: true })
    expect(rye?.isSample).toBe(true)
  })

  it('should ask for a thick wetsuit at Rye Rocks in December', () => {
    const reports = december.rows.get('rye-rocks')?.reports ?? []
    expect(reports.length).toBeGreaterThanOrEqual(DAYS)
    for (const report of reports) {
      expect(report.equipmentRecommendation, report.date).toMatch(/5\/4/)
      expect(report.equipmentRecommendation).not.toMatch(/boardshorts/)
    }
  })

  it('should not give most US spots one swell period at a refresh', () => {
    // Spots that read one buoy share its observed period as they share its sea (the North Shore's
    // three, Rye and The Wall, Ocean Beach and Mavericks): each buoy counts once.
    const us = SEEDED_SPOTS.filter((s) => s.isUS)
    const sources = [...new Map(us.map((s) => [s.ndbcBuoy ?? slugOf(s), s])).values()]
    expect(sources.length).toBeGreaterThanOrEqual(20)
    for (const [name, run, at] of [
      ['december', december, DECEMBER],
      ['july', july, JULY],
    ] as const) {
      // The hour of the refresh and each of the next 4 days at the same hour, as the pages show it.
      for (let day = 0; day < DAYS; day++) {
        const hourMs = Math.floor(at / 3_600_000) * 3_600_000 + day * 24 * 3_600_000
        const periods = sources.flatMap((spot) => {
          const hours = run.built.get(slugOf(spot))?.series.hourly ?? []
          const s = hours.find((h) => Date.parse(h.time) === hourMs)?.swellPeriodS
          return s === null || s === undefined ? [] : [Math.round(s)]
        })
        // Miami's waves come from its zone's CWF, whose later periods may carry no Wave Detail.
        expect(periods.length, `${name} +${day}`).toBeGreaterThanOrEqual(sources.length - 1)
        const counts = new Map<number, number>()
        for (const p of periods) counts.set(p, (counts.get(p) ?? 0) + 1)
        const most = Math.max(...counts.values())
        expect(most, `${name} +${day}: ${periods.join(' ')}`).toBeLessThanOrEqual(
          periods.length / 3,
        )
      }
    }
  })

  it("should keep each spot's condition rows on the spot's own dates", () => {
    const rye = SEEDED_SPOTS.find((s) => slugOf(s) === 'rye-rocks')
    const first = fiveDays(december, 'rye-rocks', DECEMBER)[0]
    expect(first?.date).toBe(localDateOf(new Date(DECEMBER).toISOString(), rye?.timeZone ?? ''))
  })
})
