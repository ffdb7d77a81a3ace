import { describe, expect, it } from 'vitest'
import { epochMsOf } from './instants'

describe('epochMsOf', () => {
  it('is Date.parse, asked once or again', () => {
    const texts = [
      '2026-12-05T00:00:00.000Z',
      '2026-12-05T01:15:00Z',
      '2026-11-25T07:00:00-08:00',
      '2026-12-05',
      'not a time',
      '',
    ]
    for (const text of texts) {
      expect(epochMsOf(text)).toBe(Date.parse(text))
      expect(epochMsOf(text)).toBe(Date.parse(text))
    }
  })
})
