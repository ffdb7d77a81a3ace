import { describe, expect, it } from 'vitest'
import { offlineBannerText } from './offline-words'

const now = new Date('2026-11-25T12:00:00Z')

describe('offlineBannerText', () => {
  it('should say the age of the conditions in hours', () => {
    expect(offlineBannerText('2026-11-25T09:00:00Z', now)).toBe('Offline: conditions from 3 h ago')
    expect(offlineBannerText('2026-11-25T08:30:00Z', now)).toBe('Offline: conditions from 3 h ago')
  })

  it('should say minutes under an hour and days past a day', () => {
    expect(offlineBannerText('2026-11-25T11:35:00Z', now)).toBe(
      'Offline: conditions from 25 min ago',
    )
    expect(offlineBannerText('2026-11-23T11:00:00Z', now)).toBe('Offline: conditions from 2 d ago')
  })

  it('should say less than a minute for a fresh page or a clock slightly behind', () => {
    expect(offlineBannerText('2026-11-25T11:59:30Z', now)).toBe(
      'Offline: conditions from less than a minute ago',
    )
    expect(offlineBannerText('2026-11-25T12:00:20Z', now)).toBe(
      'Offline: conditions from less than a minute ago',
    )
  })

  it('should still warn when the page carries no time', () => {
    expect(offlineBannerText('', now)).toBe('Offline: conditions may be out of date')
  })
})
