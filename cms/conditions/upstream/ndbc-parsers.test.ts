// The NDBC realtime2 parsers on the recorded files of buoy 41002 (2018-08-01) and hand-made rows:
// header and units lines, 'MM' for missing, metres to feet, the .spec's compass-text directions.
import { describe, expect, it } from 'vitest'
import { parseRealtime2 } from './ndbc'
import { parseSpectralSummary } from './ndbc-spec'
import { readSample } from './sample-server/samples'

const SPEC_HEAD = `#YY  MM DD hh mm WVHT  SwH  SwP  WWH  WWP SwD WWD  STEEPNESS  APD MWD
#yr  mo dy hr mn    m    m  sec    m  sec  -  degT     -      sec degT`

describe('parseSpectralSummary', () => {
  it('should read the recorded .spec oldest first, one row per hour, metres as feet', () => {
    const hours = parseSpectralSummary(readSample('ndbcSpec'))
    if (typeof hours === 'string') throw new Error(hours)
    expect(hours).toHaveLength(55)
    // 2018 08 01 14 40  1.2  0.6  8.3  1.0  5.9  SE SSW: a :40 row is the next hour's.
    expect(hours.at(-1)).toEqual({
      time: '2018-08-01T15:00:00.000Z',
      swellHeightFt: 1.97,
      swellPeriodS: 8.3,
      swellDirectionDeg: 135,
      windWaveHeightFt: 3.28,
      windWavePeriodS: 5.9,
      windWaveDirectionDeg: 202.5,
    })
    const times = hours.map((h) => Date.parse(h.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it("should read 'MM' as missing and keep a measured 0.0 swell", () => {
    // 2018 08 01 10 40  1.1  0.0   MM  1.1  6.2  MM SSW: all of the sea was wind wave that hour.
    const hours = parseSpectralSummary(readSample('ndbcSpec'))
    if (typeof hours === 'string') throw new Error(hours)
    expect(hours.find((h) => h.time === '2018-08-01T11:00:00.000Z')).toMatchObject({
      swellHeightFt: 0,
      swellPeriodS: null,
      swellDirectionDeg: null,
      windWaveHeightFt: 3.61,
      windWaveDirectionDeg: 202.5,
    })
  })

  it('should keep the newest row of an hour and skip blank lines', () => {
    const text = `${SPEC_HEAD}\n2026 01 02 03 50  2.0  1.8 12.0  0.5  4.0   W  NW      SWELL  9.0 270\n\n2026 01 02 03 40  1.0  0.9 11.0  0.2  3.0   W  NW      SWELL  8.0 270\n`
    const hours = parseSpectralSummary(text)
    expect(hours).toEqual([
      expect.objectContaining({ swellHeightFt: 5.91, swellDirectionDeg: 270 }),
    ])
  })

  it('should refuse text without the header and units lines, or with an unknown height unit', () => {
    expect(parseSpectralSummary('<html>down</html>')).toBe('missing the #YY header and units rows')
    const feet = SPEC_HEAD.replace('#yr  mo dy hr mn    m    m', '#yr  mo dy hr mn    m   cm')
    expect(parseSpectralSummary(`${feet}\n`)).toBe("unexpected unit 'cm' for SwH")
    expect(parseSpectralSummary(`${SPEC_HEAD}\n2026 01 02 03 40  1.0  0.9\n`)).toMatch(
      /row has 7 cells, header has 15/,
    )
  })
})

describe('parseRealtime2', () => {
  it('should read the recorded .txt newest first, WVHT in feet, MM left out', () => {
    const rows = parseRealtime2(readSample('ndbc'))
    if (typeof rows === 'string') throw new Error(rows)
    expect(rows).toHaveLength(300)
    // 2018 08 01 15 10 160 6.0 7.0 MM MM MM MM …: wind only, the wave columns missing.
    expect(rows[0]).toEqual({
      at: Date.UTC(2018, 7, 1, 15, 10),
      values: { WDIR: 160, WSPD: 13.42, GST: 15.66, WTMP: 82.4 },
    })
    // 2018 08 01 14 50 … 1.2 6 4.5 209: the hourly wave row.
    expect(rows[2]?.values).toMatchObject({ WVHT: 3.94, DPD: 6, APD: 4.5, MWD: 209 })
  })

  it('should refuse a units row that does not match the header', () => {
    const [header = ''] = readSample('ndbc').split('\n')
    expect(parseRealtime2(`${header}\n#yr mo\n`)).toBe('missing the #YY header and units rows')
  })
})
