import { describe, expect, it } from 'vitest'
import { digestDateOf, isDigestDue } from './due'

// 2026-11-25 15:30 UTC is 07:30 in Los Angeles (PST, UTC-8) and 02:30 on the 26th in Auckland.
const NOW = new Date('2026-11-25T15:30:00Z')
const LA = 'America/Los_Angeles'

describe('digest timing in the user’s time zone', () => {
  it('should be due once the local hour reaches the digest hour', () => {
    expect(isDigestDue({ digestHour: 7, timeZone: LA, lastSentOn: null }, NOW)).toBe(true)
  })

  it('should not be due before the local digest hour even when UTC is past it', () => {
    expect(isDigestDue({ digestHour: 8, timeZone: LA, lastSentOn: null }, NOW)).toBe(false)
  })

  it('should not be due again on a local day that already had one', () => {
    expect(isDigestDue({ digestHour: 7, timeZone: LA, lastSentOn: '2026-11-25' }, NOW)).toBe(false)
  })

  it('should be due on the next local day', () => {
    expect(isDigestDue({ digestHour: 7, timeZone: LA, lastSentOn: '2026-11-24' }, NOW)).toBe(true)
  })

  it('should count the day in the user’s zone, not in UTC', () => {
    expect(digestDateOf(NOW, 'Pacific/Auckland')).toBe('2026-11-26')
    expect(
      isDigestDue({ digestHour: 2, timeZone: 'Pacific/Auckland', lastSentOn: '2026-11-25' }, NOW),
    ).toBe(true)
  })

  it('should read a missing zone as UTC', () => {
    expect(isDigestDue({ digestHour: 15, timeZone: null, lastSentOn: null }, NOW)).toBe(true)
    expect(isDigestDue({ digestHour: 16, timeZone: null, lastSentOn: null }, NOW)).toBe(false)
  })
})
