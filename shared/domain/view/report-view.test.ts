import { describe, expect, it } from 'vitest'
import { explainRating, pickReportDate, reportBackHref } from './report-view'

const TODAY = '2026-11-21'

describe('pickReportDate', () => {
  it.each([
    ['the query over the path', '2026-11-23', '2026-11-22', '2026-11-23'],
    ['the path without a query', null, '2026-11-22', '2026-11-22'],
    ['today without either', null, undefined, TODAY],
    ['the path when the query is outside the window', '2026-12-30', '2026-11-24', '2026-11-24'],
    ['today when both are outside the window', '2026-11-20', '2026-11-26', TODAY],
    ['today for text that is not a date', 'soon', 'tomorrow', TODAY],
    ['the last day of the window', '2026-11-25', null, '2026-11-25'],
  ])('should take %s', (_name, query, path, expected) => {
    expect(pickReportDate({ query, path, today: TODAY })).toBe(expected)
  })
})

describe('reportBackHref', () => {
  it.each([
    [TODAY, '/'],
    ['2026-11-23', '/?date=2026-11-23'],
  ])('should go back from %s to %s', (date, href) => {
    expect(reportBackHref(date, TODAY)).toBe(href)
  })
})

const check = (text: string, passed: boolean) => ({ text, passed })

describe('explainRating', () => {
  it('should list what is missing when there was no data', () => {
    const lines = explainRating({
      decidedBy: 'no-data',
      nextTier: 'rideable',
      heldBackBy: [],
      withoutIt: null,
      missing: ['period', 'wind speed'],
    })
    expect(lines).toEqual([
      { label: 'Not enough data to rate', items: ['period missing', 'wind speed missing'] },
    ])
  })

  it('should name the disqualifiers and the rating without them', () => {
    const lines = explainRating({
      decidedBy: 'not-working',
      nextTier: 'rideable',
      heldBackBy: [check('onshore wind 14 mph', true)],
      withoutIt: 'good',
      missing: [],
    })
    expect(lines).toEqual([
      { label: 'Not working because', items: ['onshore wind 14 mph'] },
      { label: 'Without that it would be', items: ['GOOD'] },
    ])
  })

  it('should say what works and what holds it back from the next tier', () => {
    const lines = explainRating({
      decidedBy: 'good',
      nextTier: 'firing',
      heldBackBy: [check('wave height 6 ft (needs 1.5 to 4 ft)', false)],
      withoutIt: 'firing',
      missing: [],
      rules: [
        { rule: 'firing', checks: [check('wave height 6 ft (needs 1.5 to 4 ft)', false)] },
        { rule: 'good', checks: [check('wave height 6 ft (needs 2+ ft)', true)] },
      ],
    })
    expect(lines).toEqual([
      { label: 'What is working', items: ['wave height 6 ft (needs 2+ ft)'] },
      { label: 'Held back from FIRING by', items: ['wave height 6 ft (needs 1.5 to 4 ft)'] },
    ])
  })

  it('should only say what works for an epic day', () => {
    const lines = explainRating({
      decidedBy: 'epic-offshore',
      nextTier: null,
      heldBackBy: [],
      withoutIt: null,
      missing: [],
      rules: [{ rule: 'epic-offshore', checks: [check('period 13 s (needs 12+ s)', true)] }],
    })
    expect(lines).toEqual([{ label: 'What is working', items: ['period 13 s (needs 12+ s)'] }])
  })
})
