import { describe, expect, it } from 'vitest'
import { rateConditions, ratingOf } from './rate-conditions'
import type { RatingInput } from './rate-conditions'
import type { WindClass } from './wind'

type Case = [ft: number | null, windClass: WindClass | null, mph: number | null, s: number | null]

function input([ft, windClass, mph, s]: Case): RatingInput {
  return {
    waveHeightFt: ft,
    wavePeriodS: s,
    windSpeedMph: mph,
    windClass,
    component: 'combined',
    swellFt: null,
    chopFt: null,
  }
}

describe('rateConditions: Wave Categories Guide boundaries', () => {
  it.each<[string, Case, string]>([
    // Epic (a): 4+ ft, offshore, wind ≤ 10 mph, period ≥ 12 s
    ['epic (a) at its floor', [4, 'offshore', 10, 12], 'epic'],
    ['epic (a) just under 4 ft', [3.9, 'offshore', 10, 12], 'good'],
    ['epic (a) wind just over 10 mph', [6, 'offshore', 10.1, 12], 'good'],
    ['epic (a) period just under 12 s', [6, 'offshore', 10, 11.9], 'good'],
    ['epic (a) cross-shore', [6, 'cross-shore', 5, 14], 'good'],
    // Epic (b): 12+ ft, clean wind ≤ 15 mph, period ≥ 12 s
    ['epic (b) cross-shore at its floor', [12, 'cross-shore', 15, 12], 'epic'],
    ['epic (b) just under 12 ft', [11.9, 'cross-shore', 15, 12], 'good'],
    ['epic (b) wind just over 15 mph', [12, 'cross-shore', 15.1, 12], 'rideable'],
    ['epic (b) period just under 12 s', [12, 'cross-shore', 15, 11.9], 'good'],
    ['epic (b) light onshore is not clean', [12, 'onshore', 5, 14], 'good'],
    ['epic (b) glassy onshore is clean', [12, 'onshore', 2, 14], 'epic'],
    ['epic (b) unknown direction is not clean', [12, null, 5, 14], 'good'],
    // Firing: 1.5-4 ft, offshore, wind ≤ 8 mph, period ≥ 10 s
    ['firing at its floor', [1.5, 'offshore', 8, 10], 'firing'],
    ['firing at its ceiling', [4, 'offshore', 8, 10], 'firing'],
    ['firing just under 1.5 ft', [1.4, 'offshore', 8, 10], 'rideable'],
    ['firing just over 4 ft', [4.1, 'offshore', 8, 10], 'good'],
    ['firing wind just over 8 mph', [3, 'offshore', 8.1, 10], 'good'],
    ['firing period just under 10 s', [3, 'offshore', 8, 9.9], 'rideable'],
    ['firing cross-shore', [3, 'cross-shore', 5, 11], 'good'],
    ['firing direction unknown', [3, null, 5, 11], 'good'],
    // Good: 2+ ft, wind ≤ 15 mph, period ≥ 10 s
    ['good at its floor', [2, 'cross-shore', 15, 10], 'good'],
    ['good just under 2 ft', [1.9, 'cross-shore', 15, 10], 'rideable'],
    ['good wind just over 15 mph', [2, 'cross-shore', 15.1, 10], 'rideable'],
    ['good period just under 10 s', [2, 'cross-shore', 15, 9.9], 'rideable'],
    // Rideable: 1+ ft, wind ≤ 20 mph, period ≥ 8 s
    ['rideable at its floor', [1, 'cross-shore', 20, 8], 'rideable'],
    // Not working: under 1 ft, wind over 20 mph, onshore chop, period under 8 s
    ['not working just under 1 ft', [0.9, 'offshore', 5, 14], 'not working'],
    ['not working wind just over 20 mph', [8, 'offshore', 20.1, 14], 'not working'],
    ['not working period just under 8 s', [8, 'offshore', 5, 7.9], 'not working'],
    ['light onshore (10 mph) is not chop', [3, 'onshore', 10, 10], 'good'],
    ['onshore chop just over 10 mph', [3, 'onshore', 10.1, 10], 'not working'],
    ['onshore chop overrides big clean swell', [12, 'onshore', 12, 16], 'not working'],
  ])('should rate %s as %s', (_name, c, rating) => {
    expect(rateConditions(input(c)).rating).toBe(rating)
  })
})

describe('rateConditions: missing data', () => {
  it.each<[Case, string]>([
    [[null, 'offshore', 5, 12], 'no data: wave height missing'],
    [[4, 'offshore', 5, null], 'no data: period missing'],
    [[4, 'offshore', null, 12], 'no data: wind speed missing'],
    [[null, null, null, null], 'no data: wave height, period, wind speed missing'],
  ])('should rate %j unknown (null), never not working, with %j', (c, summary) => {
    const result = rateConditions(input(c))
    expect(result.rating).toBeNull()
    expect(result.reasons.decidedBy).toBe('no-data')
    expect(result.reasons.missing.length).toBeGreaterThan(0)
    expect(result.reasons.nextTier).toBeNull()
    expect(result.summary).toBe(summary)
  })
})

describe('rateConditions: reasons', () => {
  it.each<[Case, string, string]>([
    [[6, 'offshore', 5, 13], 'epic-offshore', 'EPIC: 6 ft at 13 s, offshore wind 5 mph'],
    [[14, 'cross-shore', 12, 15], 'epic-big', 'EPIC: 14 ft at 15 s, cross-shore wind 12 mph'],
    [[4, 'offshore', 5, 11], 'firing', 'period 11 s (needs 12+ s); without it: EPIC'],
    [[3, 'offshore', 5, 12], 'firing', 'wave height 3 ft (needs 4+ ft); without it: EPIC'],
    [[3, 'offshore', 12, 10], 'good', 'wind 12 mph (needs 8 mph or less); without it: FIRING'],
    [[3, 'cross-shore', 12, 9], 'rideable', 'period 9 s (needs 10+ s); without it: GOOD'],
    [[3, 'onshore', 14, 10], 'not-working', 'onshore wind 14 mph; without it: GOOD'],
    [
      [0.5, 'onshore', 25, 6],
      'not-working',
      'wave height 0.5 ft (under 1 ft); wind 25 mph (over 20 mph); onshore wind 25 mph; ' +
        'period 6 s (under 8 s); without them: RIDEABLE',
    ],
  ])('should explain %j as decided by %s: %s', (c, decidedBy, summary) => {
    const result = rateConditions(input(c))
    expect(result.reasons.decidedBy).toBe(decidedBy)
    expect(result.summary).toBe(summary)
  })

  it('should list every rule with each threshold, its actual value and whether it passed', () => {
    const { reasons } = rateConditions(input([3, 'offshore', 12, 10]))
    expect(reasons.rules.map((r) => [r.rule, r.passed])).toEqual([
      ['epic-offshore', false],
      ['epic-big', false],
      ['firing', false],
      ['good', true],
      ['rideable', true],
      ['not-working', false],
    ])
    const firingWind = reasons.rules[2]?.checks.find((c) => c.field === 'windSpeed')
    expect(firingWind).toMatchObject({ actual: 12, threshold: '<= 8 mph', passed: false })
  })

  it('should name what holds a good day back from the next tier', () => {
    const { reasons } = rateConditions(input([3, 'cross-shore', 12, 10]))
    expect(reasons.nextTier).toBe('firing')
    expect(reasons.heldBackBy.map((c) => c.field)).toEqual(['windClass', 'windSpeed'])
    expect(reasons.withoutIt).toBe('firing')
  })

  it('should pick the epic rule that fails fewest checks as what holds firing back', () => {
    const { reasons } = rateConditions(input([4, 'offshore', 5, 11]))
    expect(reasons.heldBackBy).toMatchObject([{ field: 'wavePeriod', actual: 11, passed: false }])
  })

  it('should hold nothing back at epic', () => {
    const { reasons } = rateConditions(input([6, 'offshore', 5, 13]))
    expect(reasons.nextTier).toBeNull()
    expect(reasons.heldBackBy).toEqual([])
  })
})

describe('ratingOf: the tier alone is always rateConditions().rating', () => {
  // Every combination of values on and around each threshold of the guide, the spot's own limits
  // and chop included: 13 heights × 4 winds × 8 speeds × 7 periods × 5 chops × 4 spot cases.
  const heights = [null, 0, 0.9, 1, 1.5, 1.9, 2, 3, 4, 4.1, 8, 12, 14]
  const classes: (WindClass | null)[] = [null, 'offshore', 'cross-shore', 'onshore']
  const speeds = [null, 0, 2, 8, 10, 10.5, 15, 21]
  const periods = [null, 7.9, 8, 9.9, 10, 12, 16]
  const chops: [swellFt: number | null, chopFt: number | null, outToSea?: boolean][] = [
    [null, null],
    [3, 0.5],
    [3, 1.6],
    [1.5, 2],
    [2, 0, true],
  ]
  const spots: Partial<RatingInput>[] = [
    {},
    { reaches: false, notReaching: ['SSW swell 3 ft at 12 s'], exposure: 0.1 },
    { reaches: true, notReaching: ['N swell 2 ft at 9 s'], exposure: 0.8 },
    { worksFromFt: 3, spotName: 'Reef' },
  ]
  it('agrees on every one of 58,240 inputs', () => {
    let compared = 0
    const differ: string[] = []
    const seen = new Set<string | null>()
    for (const h of heights)
      for (const c of classes)
        for (const w of speeds)
          for (const p of periods)
            for (const [swellFt, chopFt, chopOutToSea] of chops)
              for (const spot of spots) {
                const i: RatingInput = {
                  ...input([h, c, w, p]),
                  component: 'primary-swell',
                  swellFt,
                  chopFt,
                  ...(chopOutToSea ? { chopOutToSea } : {}),
                  ...spot,
                }
                compared++
                seen.add(rateConditions(i).rating)
                if (ratingOf(i) !== rateConditions(i).rating) differ.push(JSON.stringify(i))
              }
    expect(compared).toBe(58_240)
    expect([...seen].sort()).toEqual(
      [null, 'epic', 'firing', 'good', 'not working', 'rideable'].sort(),
    )
    expect(differ).toEqual([])
  })
})
