import { describe, expect, it } from 'vitest'
import { ReportInput } from './moderation'

describe('ReportInput', () => {
  it.each([
    [{ reason: 'spam' }, { reason: 'spam', note: null }],
    [
      { reason: 'unsafe', note: '  ' },
      { reason: 'unsafe', note: null },
    ],
    [
      { reason: 'other', note: ' Selling boards ' },
      { reason: 'other', note: 'Selling boards' },
    ],
    [
      { reason: 'off-topic', note: 'x'.repeat(500) },
      { reason: 'off-topic', note: 'x'.repeat(500) },
    ],
  ])('should accept %j', (input, parsed) => {
    expect(ReportInput.parse(input)).toEqual(parsed)
  })

  it.each([
    [{}, 'reason'],
    [{ reason: 'rude' }, 'reason'],
    [{ reason: 'other' }, 'note'],
    [{ reason: 'other', note: ' ' }, 'note'],
    [{ reason: 'spam', note: 'x'.repeat(501) }, 'note'],
  ])('should refuse %j on its %s', (input, path) => {
    const result = ReportInput.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path)
  })
})
