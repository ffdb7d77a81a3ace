import { describe, expect, it } from 'vitest'
import { AlertSettingsInput } from './alerts'

const valid = { digestHour: 7, rules: [{ spotId: 3, minRating: 'good' }] }

describe('the alerts contract', () => {
  it('should accept a digest hour, rules and an IANA time zone', () => {
    const parsed = AlertSettingsInput.parse({ ...valid, timeZone: 'America/Los_Angeles' })
    expect(parsed.timeZone).toBe('America/Los_Angeles')
  })

  it.each([
    [
      'an hour past 23',
      { ...valid, digestHour: 24 },
      'digestHour must be a whole hour from 0 to 23',
    ],
    [
      'a fractional hour',
      { ...valid, digestHour: 7.5 },
      'digestHour must be a whole hour from 0 to 23',
    ],
    [
      'an unknown tier',
      { ...valid, rules: [{ spotId: 3, minRating: 'great' }] },
      'minRating must be one of',
    ],
    [
      'two rules for a spot',
      { ...valid, rules: [valid.rules[0], valid.rules[0]] },
      'Each spot may have one rule only',
    ],
    [
      'an unknown zone',
      { ...valid, timeZone: 'Mars/Olympus' },
      'timeZone must be an IANA time zone',
    ],
  ])('should refuse %s with a clear message', (_name, input, message) => {
    const result = AlertSettingsInput.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toContain(message)
  })
})
