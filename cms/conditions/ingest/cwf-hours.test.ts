import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCoastalWaters, readPeriod } from '../upstream/nws-cwf'
import { readSample } from '../upstream/sample-server/samples'
import { cwfHours } from './cwf-hours'

// The made-up CWF sample (labelled so): PZZ650 issued 826 AM PDT Wed Oct 8 2026 = 15:26 UTC.
const [zone650] = parseCoastalWaters(readSample('nwsCoastalWaters'))
const ISSUED = '2026-10-08T15:26:00Z'
const LA = 'America/Los_Angeles'

describe('cwfHours', () => {
  const hours = zone650 ? cwfHours(zone650, ISSUED, LA) : []

  it('should run TODAY from the issuance to 18:00 local, then 12 h per period', () => {
    expect(hours[0]?.time).toBe('2026-10-08T16:00:00.000Z')
    expect(hours.filter((h) => h.waveHeightFt === 4)).toHaveLength(9) // 09:00–17:00 PDT
    expect(hours[9]).toMatchObject({ time: '2026-10-09T01:00:00.000Z', waveHeightFt: 5 })
    expect(hours).toHaveLength(9 + 12 * 4)
  })

  it('should read the seas as the height and each Wave Detail train as a swell with its period', () => {
    expect(hours[0]).toMatchObject({
      waveHeightFt: 4,
      wavePeriodS: 12,
      waveDirectionDeg: 270,
      swellHeightFt: 4,
      swellPeriodS: 12,
      swellDirectionDeg: 270,
      secondarySwellHeightFt: 2,
      secondarySwellPeriodS: 16,
      secondarySwellDirectionDeg: 225,
      windSpeedMph: null,
    })
    const thu = hours[21]
    expect(thu).toMatchObject({ waveHeightFt: 1.5, swellHeightFt: 3, swellPeriodS: 11 })
    const thuNight = hours[33]
    expect(thuNight).toMatchObject({ waveHeightFt: 2, swellHeightFt: null, wavePeriodS: null })
    expect(hours.at(-1)).toMatchObject({ waveHeightFt: 3, wavePeriodS: 14, swellHeightFt: null })
  })

  it('should start a night period at the issuance and end it at 06:00 local', () => {
    const night = { zone: 'PZZ650', name: 'x', periods: (zone650?.periods ?? []).slice(1, 2) }
    const rows = cwfHours(night, '2026-10-09T03:10:00Z', LA) // 20:10 PDT
    expect(rows[0]?.time).toBe('2026-10-09T04:00:00.000Z')
    expect(rows.at(-1)?.time).toBe('2026-10-09T12:00:00.000Z') // 05:00 PDT
  })

  it('should give nothing for an unreadable issuance time', () => {
    expect(zone650 && cwfHours(zone650, 'soon', LA)).toEqual([])
  })
})

describe('cwfHours on real products (fixtures/cwf)', () => {
  const fixture = (name: string) =>
    readFileSync(path.join(import.meta.dirname, '../upstream/fixtures/cwf', name), 'utf8')
  const EASTERN = 'America/New_York'

  it('should give a changing period its starting trains in every hour, not a mix', () => {
    const zone = parseCoastalWaters(fixture('chs-2025-11-16.txt')).find((z) => z.zone === 'AMZ350')
    // Issued 1254 PM EST Sun Nov 16 2025 = 17:54 UTC; TONIGHT runs 18:00–06:00 EST.
    const hours = zone ? cwfHours(zone, '2025-11-16T17:54:00Z', EASTERN) : []
    const tonight = hours.filter((h) => h.time >= '2025-11-16T23:00' && h.time < '2025-11-17T11:00')
    expect(tonight).toHaveLength(12)
    for (const hour of tonight) {
      expect(hour).toMatchObject({
        waveHeightFt: 3.5,
        swellHeightFt: 1,
        swellPeriodS: 9,
        swellDirectionDeg: 135,
        windWaveHeightFt: 4,
        windWavePeriodS: 6,
        windWaveDirectionDeg: 225,
      })
    }
  })

  it('should keep the long-period train as the swell and the short one as wind waves', () => {
    const zone = parseCoastalWaters(fixture('chs-2025-09-21.txt')).find((z) => z.zone === 'AMZ350')
    const [first] = zone ? cwfHours(zone, '2025-09-21T22:55:00Z', EASTERN) : []
    expect(first).toMatchObject({
      swellHeightFt: 1,
      swellPeriodS: 14,
      swellDirectionDeg: 135,
      secondarySwellHeightFt: null,
      windWaveHeightFt: 5,
      windWavePeriodS: 7,
      windWaveDirectionDeg: 90,
    })
  })

  it('should put three trains in the three train fields, the bigger swell first', () => {
    const period = readPeriod(
      'TONIGHT',
      'Seas 3 to 4 ft. Wave detail: E 2 ft at 4 seconds, S 1 foot at 14 seconds and W 3 ft at 16 seconds.',
    )
    const [hour] = cwfHours({ zone: 'PZZ740', name: 'x', periods: [period] }, ISSUED, LA)
    expect(hour).toMatchObject({
      swellHeightFt: 3,
      swellPeriodS: 16,
      swellDirectionDeg: 270,
      secondarySwellHeightFt: 1,
      secondarySwellPeriodS: 14,
      secondarySwellDirectionDeg: 180,
      windWaveHeightFt: 2,
      windWavePeriodS: 4,
      windWaveDirectionDeg: 90,
    })
  })
})
