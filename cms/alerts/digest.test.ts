import { describe, expect, it } from 'vitest'
import type { BestWindow } from '../../shared/domain/rating/best-windows'
import { buildDigest, type DigestSpot } from './digest'

const window = (rating: BestWindow['rating'], why: string): BestWindow => ({
  start: '2026-11-26T07:00:00-08:00',
  end: '2026-11-26T10:00:00-08:00',
  hours: 3,
  rating,
  why,
})

const spot = (over: Partial<DigestSpot> = {}): DigestSpot => ({
  spotId: 7,
  spotName: 'Ocean Beach',
  minRating: 'good',
  days: [
    { date: '2026-11-25', windows: [window('rideable', 'RIDEABLE 1–3 PM: 2–3 ft')] },
    { date: '2026-11-26', windows: [window('firing', 'FIRING 7–10 AM: 4–6 ft at 14 s')] },
  ],
  ...over,
})

const input = (spots: DigestSpot[]) => ({
  spots,
  today: '2026-11-25',
  siteUrl: 'https://firing.test',
  unsubscribeUrl: 'https://firing.test/api/alerts/unsubscribe?token=1.abc',
})

describe('the alerts digest', () => {
  it('should list the days and windows that meet the rule, and only those', () => {
    const mail = buildDigest(input([spot()]))
    expect(mail?.subject).toBe('Firing: Ocean Beach is worth a look')
    expect(mail?.text).toContain('Ocean Beach (GOOD or better)')
    expect(mail?.text).toContain('Tomorrow: FIRING 7–10 AM: 4–6 ft at 14 s')
    expect(mail?.text).not.toContain('RIDEABLE')
    expect(mail?.text).toContain('https://firing.test/spot/7/report')
    expect(mail?.html).toContain('<strong>Tomorrow</strong>: FIRING 7–10 AM: 4–6 ft at 14 s')
  })

  it('should write the windows in the user’s units', () => {
    const mail = buildDigest({ ...input([spot()]), units: 'metric' })
    expect(mail?.text).toContain('Tomorrow: FIRING 7–10 AM: 1.2–1.8 m at 14 s')
    expect(mail?.html).toContain('<strong>Tomorrow</strong>: FIRING 7–10 AM: 1.2–1.8 m at 14 s')
    expect(mail?.text).not.toMatch(/\d ft/)
  })

  it('should carry the unsubscribe link in both parts', () => {
    const mail = buildDigest(input([spot()]))
    expect(mail?.text).toContain(
      'Stop these emails: https://firing.test/api/alerts/unsubscribe?token=1.abc',
    )
    expect(mail?.html).toContain('href="https://firing.test/api/alerts/unsubscribe?token=1.abc"')
  })

  it('should be nothing when no window meets any rule', () => {
    expect(buildDigest(input([spot({ minRating: 'epic' })]))).toBeNull()
    expect(buildDigest(input([spot({ days: [] })]))).toBeNull()
  })

  it('should leave out a spot with nothing and name how many spots have something', () => {
    const other = spot({ spotId: 8, spotName: 'Mavericks', minRating: 'rideable' })
    const mail = buildDigest(
      input([spot({ minRating: 'epic' }), other, spot({ spotId: 9, spotName: 'Linda Mar' })]),
    )
    expect(mail?.subject).toBe('Firing: 2 favourites are worth a look')
    expect(mail?.text).toContain('Today: RIDEABLE 1–3 PM: 2–3 ft')
    expect(mail?.text).not.toContain('Ocean Beach')
  })

  it('should escape everything it writes into the HTML', () => {
    const evil = spot({
      spotName: '<script>alert("x")</script> & Co',
      days: [{ date: '2026-11-25', windows: [window('epic', `EPIC <img src=x onerror='y'>`)] }],
    })
    const mail = buildDigest({
      ...input([evil]),
      unsubscribeUrl: 'https://firing.test/u?a=1&b="2"',
    })
    expect(mail?.html).not.toMatch(/<script|<img|onerror='/)
    expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(mail?.html).toContain('EPIC &lt;img src=x onerror=&#39;y&#39;&gt;')
    expect(mail?.html).toContain('href="https://firing.test/u?a=1&amp;b=&quot;2&quot;"')
  })
})
