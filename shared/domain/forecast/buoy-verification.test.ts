import { describe, expect, it } from 'vitest'
import {
  addPairs,
  addWindowSums,
  emptySums,
  emptyWindowSums,
  addPair,
  isSynoptic,
  leadDayOf,
  MIN_VERIFICATION_PAIRS,
  pairsOf,
  scoreOf,
  scoreWindows,
  windowMean,
  windowsEndOf,
  type BuoyHour,
} from './buoy-verification'

const H = 3_600_000
const at = (iso: string) => Date.parse(iso)

function sumsOf(pairs: [number, number][]) {
  const sums = emptySums()
  for (const [f, o] of pairs) addPair(sums, f, o)
  return sums
}

describe('scoreOf', () => {
  // f − o: +0.1, −0.4, +0.5, +0.4 → bias 0.15; mean square 0.145 → RMSE 0.381;
  // std sqrt(0.145 − 0.0225) = 0.35; mean(o) 2.125 → SI 0.35 / 2.125 = 0.165.
  const pairs: [number, number][] = [
    [2.1, 2],
    [1.6, 2],
    [3, 2.5],
    [2.4, 2],
  ]

  it('should give the bias, RMSE and scatter index worked out by hand', () => {
    expect(scoreOf(sumsOf(pairs), 1)).toEqual({
      pairs: 4,
      bias: 0.15,
      rmse: 0.381,
      scatterIndex: 0.165,
      meanObserved: 2.125,
    })
  })

  it('should give zero bias, RMSE and SI for a perfect forecast', () => {
    expect(
      scoreOf(
        sumsOf([
          [1, 1],
          [2, 2],
        ]),
        1,
      ),
    ).toMatchObject({ bias: 0, rmse: 0, scatterIndex: 0 })
  })

  it('should separate a constant offset (bias) from scatter (SI 0, RMSE = |bias|)', () => {
    const s = scoreOf(
      sumsOf([
        [1.5, 1],
        [2.5, 2],
        [3.5, 3],
      ]),
      1,
    )
    expect(s).toMatchObject({ bias: 0.5, rmse: 0.5, scatterIndex: 0 })
  })

  it('should keep every number null below the minimum count, and the count', () => {
    const few = sumsOf(Array.from({ length: MIN_VERIFICATION_PAIRS - 1 }, () => [2, 1]))
    expect(scoreOf(few)).toEqual({
      pairs: MIN_VERIFICATION_PAIRS - 1,
      bias: null,
      rmse: null,
      scatterIndex: null,
      meanObserved: null,
    })
    const enough = sumsOf(Array.from({ length: MIN_VERIFICATION_PAIRS }, () => [2, 1]))
    expect(scoreOf(enough)).toMatchObject({ pairs: MIN_VERIFICATION_PAIRS, bias: 1, rmse: 1 })
  })

  it('should pool exactly: the sums of two sets score as the two sets together', () => {
    const a = sumsOf(pairs.slice(0, 2))
    const b = sumsOf(pairs.slice(2))
    const together = emptySums()
    for (const s of [a, b]) {
      together.n += s.n
      together.error += s.error
      together.squared += s.squared
      together.observed += s.observed
    }
    expect(scoreOf(together, 1)).toEqual(scoreOf(sumsOf(pairs), 1))
  })
})

describe('leadDayOf', () => {
  const issued = '2026-11-21T10:00:00.000Z'

  it.each([
    ['2026-11-21T11:00:00.000Z', 1],
    ['2026-11-22T10:00:00.000Z', 1], // exactly 24 h ahead is still day 1
    ['2026-11-22T11:00:00.000Z', 2],
    ['2026-11-25T10:00:00.000Z', 4],
    ['2026-11-26T10:00:00.000Z', 5], // 120 h
  ])('should put %s in forecast day %i', (valid, day) => {
    expect(leadDayOf(issued, valid)).toBe(day)
  })

  it('should give no day to the issue hour, a past hour or one past day 5', () => {
    expect(leadDayOf(issued, issued)).toBeNull()
    expect(leadDayOf(issued, '2026-11-21T06:00:00.000Z')).toBeNull()
    expect(leadDayOf(issued, '2026-11-26T11:00:00.000Z')).toBeNull()
  })
})

describe('pairing at the synoptic times', () => {
  it('should know the synoptic hours', () => {
    expect(isSynoptic('2026-11-21T18:00:00.000Z')).toBe(true)
    expect(isSynoptic('2026-11-21T15:00:00.000Z')).toBe(false)
    expect(isSynoptic('2026-11-21T06:30:00.000Z')).toBe(false)
  })

  const t = at('2026-11-21T12:00:00.000Z')
  const hours: BuoyHour[] = [
    { time: t - H, heightM: 1, periodS: 10 },
    { time: t, heightM: 2, periodS: null },
    { time: t + H, heightM: 3, periodS: 12 },
  ]

  it('should average the buoy over ±1 hour, and need two of the three hours', () => {
    const byTime = new Map(hours.map((h) => [h.time, h]))
    expect(windowMean(byTime, t, 'heightM')).toBe(2)
    expect(windowMean(byTime, t, 'periodS')).toBe(11)
    const lone = new Map([[t, { time: t, heightM: 2, periodS: 9 }]])
    expect(windowMean(lone, t, 'heightM')).toBeNull()
  })

  it('should pair only forecasts valid at a synoptic time', () => {
    const pairs = pairsOf(
      [
        { validTime: t, leadDay: 2, heightM: 2.5, periodS: 12 },
        { validTime: t + H, leadDay: 2, heightM: 2.5, periodS: 12 },
      ],
      hours,
    )
    expect(pairs).toEqual([
      {
        validTime: t,
        leadDay: 2,
        heightM: { forecast: 2.5, observed: 2 },
        periodS: { forecast: 12, observed: 11 },
      },
    ])
  })
})

describe('windows by forecast day', () => {
  const now = new Date('2026-11-21T03:45:00.000Z')
  const end = windowsEndOf(now)

  it('should end the windows at 00 UTC of the run day', () => {
    expect(new Date(end).toISOString()).toBe('2026-11-21T00:00:00.000Z')
  })

  it('should put a pair in every window that holds it, by its forecast day', () => {
    const pair = (daysBack: number, leadDay: number) => ({
      validTime: end - daysBack * 24 * H,
      leadDay,
      heightM: { forecast: 2, observed: 1.5 },
      periodS: null,
    })
    const sums = emptyWindowSums()
    // 1 day back (every window), 10 days back (30 and 90), 60 back (90), today (none).
    addPairs(sums, [pair(1, 1), pair(10, 1), pair(60, 3), pair(0, 1)], end)
    const counts = sums.map((w) => [w.days, w.byLeadDay.map((d) => d.height.n)])
    expect(counts).toEqual([
      [7, [1, 0, 0, 0, 0]],
      [30, [2, 0, 0, 0, 0]],
      [90, [2, 0, 1, 0, 0]],
    ])
    const pooled = emptyWindowSums()
    addWindowSums(pooled, sums)
    addWindowSums(pooled, sums)
    expect(pooled[2]?.byLeadDay[0]?.height.n).toBe(4)
    expect(scoreWindows(sums)[0]?.byLeadDay[0]?.height).toMatchObject({ pairs: 1, bias: null })
  })
})
