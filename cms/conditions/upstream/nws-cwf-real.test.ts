// The parser on real Coastal Waters Forecasts (fixtures/cwf, sources in its README): every
// "Wave Detail" train is kept, whatever its wording or line breaks, and a period that changes
// ("…, becoming …") keeps its starting trains with the change noted apart.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CwfPeriod, CwfWave } from './nws-cwf'
import { parseCoastalWaters, parsePeriods, readPeriod } from './nws-cwf'

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', 'cwf', name), 'utf8')

/** Every train the text states: "<height> ft|foot|feet at <n> seconds", counted on the raw text. */
const trainsIn = (text: string) =>
  text.match(/\d+\s+(?:ft|foot|feet)\s+at\s+\d+\s+seconds/gi)?.length ?? 0

const kept = (periods: CwfPeriod[]) =>
  periods.reduce((n, p) => n + p.waves.length + (p.becoming?.waves.length ?? 0), 0)

const trains = (waves: CwfWave[] | undefined) =>
  (waves ?? []).map((w) => [w.directionDeg, w.heightFt, w.periodS])

/** The SGX zone page: "Tonight: …" one period a paragraph after the four header lines. */
function sgxPeriods(): CwfPeriod[] {
  return fixture('sgx-pzz740-2026-01-09.txt')
    .split('\n')
    .slice(4)
    .map((line) => /^([A-Z][A-Za-z ]*?): (.+)$/.exec(line.trim()))
    .filter((m) => m !== null)
    .map(([, name = '', text = '']) => readPeriod(name, text))
}

describe('parseCoastalWaters on real products', () => {
  it.each([
    ['mfl-2025-11-23.txt', ['AMZ650', 'AMZ670']],
    ['chs-2025-09-21.txt', ['AMZ330', 'AMZ350']],
    ['chs-2025-11-16.txt', ['AMZ330', 'AMZ350']],
    ['mtr-2025-10-04.txt', ['PZZ570']],
  ])('should keep every train of %s', (file, zoneIds) => {
    const text = fixture(file)
    const zones = parseCoastalWaters(text)
    expect(zones.map((z) => z.zone)).toEqual(zoneIds)
    // A zone list shares one block: count each block's trains once.
    const blocks = new Map(zones.map((z) => [z.periods, z]))
    const all = [...blocks.keys()].flat()
    expect(trainsIn(text)).toBeGreaterThan(0)
    expect(kept(all)).toBe(trainsIn(text))
  })

  it('should read "1 foot" trains and trains broken across lines (Miami)', () => {
    const [zone650, zone670] = parseCoastalWaters(fixture('mfl-2025-11-23.txt'))
    const today = zone650?.periods[0]
    expect(today?.name).toBe('TODAY')
    expect(trains(today?.waves)).toEqual([
      [135, 1, 2],
      [0, 1, 6],
    ])
    expect(today?.seasFt).toEqual({ min: 0, max: 2 }) // "Seas less than 2 ft or less"
    expect(zone650?.name).toBe('Coastal waters from Jupiter Inlet to Deerfield Beach FL out 20 NM')
    expect(zone670?.name).toBe('Waters from Jupiter Inlet to Deerfield Beach FL from 20 to 60 NM')
  })

  it('should keep the long-period "1 foot" groundswell (Charleston)', () => {
    const zones = parseCoastalWaters(fixture('chs-2025-09-21.txt'))
    const tonight = zones.find((z) => z.zone === 'AMZ350')?.periods[0]
    expect(trains(tonight?.waves)).toEqual([
      [90, 5, 7],
      [135, 1, 14],
    ])
    const harbor = zones.find((z) => z.zone === 'AMZ330')
    expect(harbor?.name).toBe('Charleston Harbor')
    expect(harbor?.periods.map((p) => p.waves.length)).toEqual(Array(11).fill(0))
  })

  it('should keep the start of a changing period and note the change apart (Charleston)', () => {
    const zone = parseCoastalWaters(fixture('chs-2025-11-16.txt')).find((z) => z.zone === 'AMZ350')
    expect(zone?.name).toBe('Waters from South Santee River to Edisto Beach SC out 20 NM')
    const [afternoon, tonight] = zone?.periods ?? []
    expect(afternoon?.name).toBe('THIS AFTERNOON')
    expect(trains(afternoon?.waves)).toEqual([
      [225, 5, 6],
      [135, 1, 9],
    ])
    expect(afternoon?.becoming).toBeNull()
    expect(trains(tonight?.waves)).toEqual([
      [225, 4, 6],
      [135, 1, 9],
    ])
    expect(tonight?.seasFt).toEqual({ min: 3, max: 4 })
    expect(trains(tonight?.becoming?.waves)).toEqual([
      [270, 3, 6],
      [0, 2, 3],
    ])
    expect(tonight?.becoming?.text).toBe('becoming W 3 ft at 6 seconds and N 2 ft at 3 seconds')
  })

  it('should not take an advisory headline for a period (San Francisco)', () => {
    const [zone] = parseCoastalWaters(fixture('mtr-2025-10-04.txt'))
    expect(zone?.periods.map((p) => p.name)).toEqual([
      'TONIGHT',
      'SUN',
      'SUN NIGHT',
      'MON',
      'MON NIGHT',
    ])
    expect(trains(zone?.periods[2]?.waves)).toEqual([
      [315, 2, 5],
      [315, 8, 9],
    ])
    expect(trains(zone?.periods[4]?.waves)).toEqual([
      [315, 6, 9],
      [180, 2, 16],
    ])
  })
})

describe('parsePeriods on the Honolulu statewide product (no zone code)', () => {
  const text = fixture('hfo-hi1-2026-03-18.txt')
  const periods = parsePeriods(text)

  it('should read spelled-out directions and "feet", keeping every train', () => {
    expect(periods.map((p) => p.name)).toEqual([
      'TONIGHT',
      'THURSDAY AND THURSDAY NIGHT',
      'FRIDAY AND FRIDAY NIGHT',
      'SATURDAY AND SATURDAY NIGHT',
      'SUNDAY',
      'MONDAY',
    ])
    expect(trains(periods[0]?.waves)).toEqual([
      [0, 6, 11],
      [180, 4, 14],
      [112.5, 3, 5],
    ])
    expect(periods[0]?.seasFt).toEqual({ min: 5, max: 8 })
    expect(kept(periods)).toBe(trainsIn(text))
  })
})

describe('readPeriod on the San Diego zone page', () => {
  const periods = sgxPeriods()
  const text = fixture('sgx-pzz740-2026-01-09.txt')

  it('should keep every train, with or without the "Wave detail:" label', () => {
    expect(periods).toHaveLength(10)
    expect(kept(periods)).toBe(trainsIn(text))
    expect(trains(periods[0]?.waves)).toEqual([
      [90, 2, 4],
      [180, 1, 14],
      [270, 3, 16],
    ])
    const mon = periods.find((p) => p.name === 'Mon')
    expect(trains(mon?.waves)).toEqual([
      [0, 1, 4],
      [180, 1, 13],
      [270, 2, 15],
    ])
    expect(mon?.becoming).toBeNull()
  })

  it('should keep the start of "… Subsiding to …" and note the change', () => {
    const sat = periods.find((p) => p.name === 'Sat')
    expect(trains(sat?.waves)).toEqual([
      [90, 2, 4],
      [180, 1, 13],
      [270, 2, 15],
    ])
    expect(trains(sat?.becoming?.waves)).toEqual([
      [270, 1, 4],
      [180, 1, 13],
      [270, 2, 14],
    ])
    expect(sat?.seasFt).toEqual({ min: 3, max: 3 })
  })
})

describe('readPeriod wordings', () => {
  it.each([
    ['Wave Detail: SE 2 feet at 8 seconds.', [[135, 2, 8]]],
    ['WAVE DETAIL: E 1 FOOT AT\n14 SECONDS.', [[90, 1, 14]]],
    [
      'Wave Detail: NW\n3 ft\nat 12\nseconds and SW 2 ft at 17 seconds.',
      [
        [315, 3, 12],
        [225, 2, 17],
      ],
    ],
    ['Wave Detail: NW 3 to 5 ft at 10 seconds.', [[315, 4, 10]]],
    ['Wave Detail: south southwest 2 ft at 15 seconds.', [[202.5, 2, 15]]],
  ])('should read %j', (detail, expected) => {
    expect(trains(readPeriod('TODAY', `Winds 5 kt. Seas 2 ft. ${detail}`).waves)).toEqual(expected)
  })

  it('should keep "less than 1 foot" as a train whose height is a bound', () => {
    const period = readPeriod('TODAY', 'Seas 2 ft. Wave Detail: S less than 1 foot at 15 seconds.')
    expect(period.waves).toEqual([{ directionDeg: 180, heightFt: 1, periodS: 15, lessThan: true }])
  })
})

describe('parseCoastalWaters zone names', () => {
  it('should leave a VTEC line out of the zone name', () => {
    const text = [
      'AMZ650-120245-',
      '/O.ROU.KMFL.MA.F.0000.000000T0000Z-000000T0000Z/',
      'COASTAL WATERS FROM JUPITER INLET TO DEERFIELD BEACH, FL OUT 20 NM-',
      '302 PM EDT MON SEP 11 2006',
      '.TONIGHT...NE WINDS 10 TO 15 KNOTS. SEAS 3 TO 5 FEET.',
      '$$',
    ].join('\n')
    const [zone] = parseCoastalWaters(text)
    expect(zone?.name).toBe('COASTAL WATERS FROM JUPITER INLET TO DEERFIELD BEACH, FL OUT 20 NM')
    expect(zone?.periods[0]?.seasFt).toEqual({ min: 3, max: 5 })
  })
})
