import { describe, expect, it } from 'vitest'
import { chooseDate, handleDateChoices } from './date-navigation'

describe('chooseDate', () => {
  it('should report no handler so the strip follows its link', () => {
    expect(chooseDate('2026-11-22', '/?date=2026-11-22')).toBe(false)
  })

  it('should hand the choice to the registered page until it unregisters', () => {
    const seen: string[] = []
    const unregister = handleDateChoices((date, href) => seen.push(`${date} ${href}`))
    expect(chooseDate('2026-11-22', '/?date=2026-11-22')).toBe(true)
    unregister()
    expect(chooseDate('2026-11-23', '/?date=2026-11-23')).toBe(false)
    expect(seen).toEqual(['2026-11-22 /?date=2026-11-22'])
  })

  it('should keep a newer handler when an older one unregisters', () => {
    const unregisterOld = handleDateChoices(() => {})
    const unregisterNew = handleDateChoices(() => {})
    unregisterOld()
    expect(chooseDate('2026-11-22', '/?date=2026-11-22')).toBe(true)
    unregisterNew()
  })
})
