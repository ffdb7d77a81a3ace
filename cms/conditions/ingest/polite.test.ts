import { describe, expect, it } from 'vitest'
import { FORECAST_SCHEDULE, isDue, isDueByRuns, MARINE_SCHEDULE, nextRunAvailable } from './polite'

const entry = (fetchedAt: string, stale = false) => ({
  fetchedAt,
  value: null,
  ...(stale ? { stale: { error: 'HTTP 500', failedAt: fetchedAt } } : {}),
})

describe('nextRunAvailable', () => {
  it.each([
    ['2026-11-21T04:59:00.000Z', '2026-11-21T05:00:00.000Z'],
    ['2026-11-21T05:00:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['2026-11-21T10:30:00.000Z', '2026-11-21T11:00:00.000Z'],
    ['2026-11-21T23:30:00.000Z', '2026-11-22T05:00:00.000Z'],
  ])('should give the next marine run after %s at %s', (after, next) => {
    expect(nextRunAvailable(after, MARINE_SCHEDULE).toISOString()).toBe(next)
  })

  it('should come every 3 h for the forecast', () => {
    expect(nextRunAvailable('2026-11-21T09:10:00.000Z', FORECAST_SCHEDULE).toISOString()).toBe(
      '2026-11-21T11:00:00.000Z',
    )
  })
})

describe('isDue', () => {
  const fetched = '2026-11-21T06:10:00.000Z'

  it('should not ask again an hour later when no new run exists', () => {
    expect(isDue(entry(fetched), new Date('2026-11-21T07:10:00.000Z'), MARINE_SCHEDULE)).toBe(false)
  })

  it('should ask again once the next run is out', () => {
    expect(isDue(entry(fetched), new Date('2026-11-21T11:00:00.000Z'), MARINE_SCHEDULE)).toBe(true)
  })

  it('should always ask for a missing or stale answer', () => {
    const now = new Date('2026-11-21T06:20:00.000Z')
    expect(isDue(undefined, now, MARINE_SCHEDULE)).toBe(true)
    expect(isDue(entry(fetched, true), now, MARINE_SCHEDULE)).toBe(true)
  })
})

describe('isDueByRuns', () => {
  const run = (availableAt: string) => ({ model: 'm', initialisedAt: availableAt, availableAt })

  it('should not ask again while no model has a run newer than the answer', () => {
    const runs = [run('2026-11-21T05:00:00.000Z'), run('2026-11-21T05:40:00.000Z')]
    expect(isDueByRuns(entry('2026-11-21T06:10:00.000Z'), runs)).toBe(false)
  })

  it('should ask again as soon as any model announces a newer run', () => {
    const runs = [run('2026-11-21T05:00:00.000Z'), run('2026-11-21T11:05:00.000Z')]
    expect(isDueByRuns(entry('2026-11-21T06:10:00.000Z'), runs)).toBe(true)
  })

  it('should ask again when the answer came within 10 minutes of the run (servers still syncing)', () => {
    expect(isDueByRuns(entry('2026-11-21T05:05:00.000Z'), [run('2026-11-21T05:00:00.000Z')])).toBe(
      true,
    )
  })

  it('should always ask for a missing or stale answer', () => {
    expect(isDueByRuns(undefined, [])).toBe(true)
    expect(isDueByRuns(entry('2026-11-21T06:10:00.000Z', true), [])).toBe(true)
  })
})
