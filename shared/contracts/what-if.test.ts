import { describe, expect, it } from 'vitest'
import { WhatIfQuery } from './conditions'

const GOOD = {
  swellHeightFt: '3',
  swellPeriodS: '12',
  swellDirectionDeg: '315',
  windSpeedMph: '5',
  windDirectionDeg: '135',
}

const firstMessage = (query: Record<string, string>) =>
  WhatIfQuery.safeParse(query).error?.issues[0]?.message

describe('WhatIfQuery', () => {
  it('should read the required values as numbers', () => {
    expect(WhatIfQuery.parse(GOOD)).toEqual({
      swellHeightFt: 3,
      swellPeriodS: 12,
      swellDirectionDeg: 315,
      windSpeedMph: 5,
      windDirectionDeg: 135,
    })
  })

  it.each([
    ['missing', { swellPeriodS: undefined }, 'swellPeriodS is required (period in s)'],
    ['empty', { swellPeriodS: '' }, 'swellPeriodS must be a number from 1 to 30 (period in s)'],
    ['not a number', { windSpeedMph: 'fast' }, 'windSpeedMph must be a number from 0 to 150'],
    ['height over 100', { swellHeightFt: '101' }, 'swellHeightFt must be a number from 0 to 100'],
    ['period under 1', { swellPeriodS: '0.5' }, 'swellPeriodS must be a number from 1 to 30'],
    [
      'direction over 360',
      { windDirectionDeg: '361' },
      'windDirectionDeg must be a number from 0 to 360',
    ],
    ['speed under 0', { windSpeedMph: '-1' }, 'windSpeedMph must be a number from 0 to 150'],
  ])('should name the field when it is %s', (_kind, change, message) => {
    const query = Object.fromEntries(
      Object.entries({ ...GOOD, ...change }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>
    expect(firstMessage(query)).toContain(message)
  })

  it('should want all three values of an optional train or none', () => {
    const message = firstMessage({ ...GOOD, windWaveHeightFt: '2', windWavePeriodS: '5' })
    expect(message).toContain(
      'windWaveDirectionDeg is required with windWaveHeightFt and windWavePeriodS',
    )
    const full = WhatIfQuery.parse({
      ...GOOD,
      secondarySwellHeightFt: '1',
      secondarySwellPeriodS: '14',
      secondarySwellDirectionDeg: '290',
    })
    expect(full.secondarySwellDirectionDeg).toBe(290)
  })
})
