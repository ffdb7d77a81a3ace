import { describe, expect, it } from 'vitest'
import { hourAt } from '../../../shared/domain/forecast/test-support'
import { alignSources } from './align'

const T1 = '2026-11-21T10:00:00.000Z'
const T2 = '2026-11-21T11:00:00.000Z'

describe('alignSources', () => {
  it('should keep only the hours both sources have', () => {
    const [a, b] = alignSources(
      [hourAt(T1, { waveHeightFt: 3 }), hourAt(T2, { waveHeightFt: 4 })],
      [hourAt(T2, { waveHeightFt: 5 })],
    )
    expect(a.map((h) => h.time)).toEqual([T2])
    expect(b.map((h) => h.time)).toEqual([T2])
  })

  it('should drop a field from both sides when one side lacks it', () => {
    const buoy = hourAt(T1, { waveHeightFt: 3, wavePeriodS: 11 })
    const model = hourAt(T1, { waveHeightFt: 4, wavePeriodS: 9, swellPeriodS: 13, waterTempF: 60 })
    const [[a], [b]] = alignSources([buoy], [model])
    expect(b).toMatchObject({
      waveHeightFt: 4,
      wavePeriodS: 9,
      swellPeriodS: null,
      waterTempF: null,
    })
    expect(a).toMatchObject({ waveHeightFt: 3, wavePeriodS: 11, swellPeriodS: null })
  })

  it('should match the same instant written differently', () => {
    const [a] = alignSources(
      [hourAt('2026-11-21T10:00:00Z', { windSpeedMph: 1 })],
      [hourAt(T1, { windSpeedMph: 2 })],
    )
    expect(a).toHaveLength(1)
  })
})
