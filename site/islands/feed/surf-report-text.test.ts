import { describe, expect, it } from 'vitest'
import type { FeedSurfReport } from '../../../shared/contracts/feed'
import { reportSizeText, reportTimeText, surfReportChipText } from './surf-report-text'

const report: FeedSurfReport = {
  spotId: 1,
  spotName: 'Rincon',
  timeZone: 'America/Los_Angeles',
  surfedAt: '2026-11-25T15:00:00.000Z',
  size: '3-4',
  rating: 'good',
  wind: 'clean',
}

describe('surfReportChipText', () => {
  it('should say the tier word, size, wind and the time at the spot', () => {
    expect(surfReportChipText(report)).toBe('Reported GOOD · 3-4 ft · clean · 7 AM')
  })

  it.each([
    ['not working', 'flat', 'choppy', 'Reported NOT WORKING · flat · choppy · 7 AM'],
    ['epic', '10+', 'textured', 'Reported EPIC · 10+ ft · textured · 7 AM'],
  ] as const)('should word %s / %s / %s', (rating, size, wind, text) => {
    expect(surfReportChipText({ ...report, rating, size, wind })).toBe(text)
  })
})

describe('reportTimeText', () => {
  it.each([
    ['2026-11-25T15:00:00.000Z', 'America/Los_Angeles', '7 AM'],
    ['2026-11-25T15:30:00.000Z', 'America/Los_Angeles', '7:30 AM'],
    ['2026-11-25T23:05:00.000Z', 'Pacific/Honolulu', '1:05 PM'],
    ['2026-11-25T15:00:00.000Z', 'UTC', '3 PM'],
    ['2026-11-25T02:00:00.000Z', 'Asia/Kolkata', '7:30 AM'],
  ])('should show %s in %s as %s', (surfedAt, zone, text) => {
    expect(reportTimeText(surfedAt, zone)).toBe(text)
  })

  it('should fall back to UTC, said as such, for an unknown zone', () => {
    expect(reportTimeText('2026-11-25T15:00:00.000Z', 'Nowhere/Atlantis')).toBe('3 PM UTC')
  })
})

describe('reportSizeText', () => {
  it.each([
    ['flat', 'flat'],
    ['1-2', '1-2 ft'],
    ['10+', '10+ ft'],
  ])('should say %s as %s', (size, text) => {
    expect(reportSizeText(size)).toBe(text)
  })
})
