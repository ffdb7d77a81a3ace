import { describe, expect, it } from 'vitest'
import { CreatePostFields, EditPostInput, PostIdParams, surfReportOf } from './feed'

const report = {
  reportSpotId: '3',
  reportSurfedAt: '2026-11-25T07:00:00.000Z',
  reportSize: '3-4',
  reportRating: 'good',
  reportWind: 'clean',
}

const messagesOf = (input: unknown) => {
  const result = CreatePostFields.safeParse({ content: 'Clean sets', ...(input as object) })
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('CreatePostFields surf report', () => {
  it('should accept a post without any report field', () => {
    expect(messagesOf({})).toEqual([])
  })

  it('should accept all five fields and read them as one report', () => {
    const fields = CreatePostFields.parse({ content: 'Clean sets', ...report })
    expect(surfReportOf(fields)).toEqual({ ...report, reportSpotId: 3 })
  })

  it('should read no report from a post without one', () => {
    expect(surfReportOf(CreatePostFields.parse({ content: 'Clean sets' }))).toBeNull()
  })

  it('should name each missing field when only some are given', () => {
    expect(messagesOf({ reportSize: '3-4', reportRating: 'good' })).toEqual([
      'reportSpotId: Add all five report fields or none: reportSpotId is missing',
      'reportSurfedAt: Add all five report fields or none: reportSurfedAt is missing',
      'reportWind: Add all five report fields or none: reportWind is missing',
    ])
  })

  it.each([
    ['reportSize', '5-6', 'reportSize must be one of flat, 1-2, 2-3, 3-4, 4-6, 6-8, 8-10, 10+'],
    [
      'reportRating',
      'great',
      'reportRating must be one of epic, firing, good, rideable, not working',
    ],
    ['reportWind', 'glassy', 'reportWind must be one of clean, textured, choppy'],
    ['reportSpotId', 'rincon', 'reportSpotId must be a known spot'],
    ['reportSurfedAt', 'yesterday', 'reportSurfedAt must be a date and time (ISO 8601)'],
  ])('should refuse a bad %s with its own message', (field, value, message) => {
    expect(messagesOf({ ...report, [field]: value })).toEqual([`${field}: ${message}`])
  })
})

describe('EditPostInput surf report', () => {
  it('should accept report: null to remove the report', () => {
    expect(EditPostInput.parse({ content: 'x', report: null }).report).toBeNull()
  })

  it('should refuse report: null together with report fields', () => {
    const result = EditPostInput.safeParse({ content: 'x', report: null, ...report })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Send report: null or the report fields, not both',
    ])
  })

  it('should refuse a report object (only null removes it)', () => {
    const result = EditPostInput.safeParse({ content: 'x', report: { size: '3-4' } })
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'report may only be null (to remove the surf report)',
    ])
  })
})

describe('PostIdParams', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2147483647],
    // Past PostgreSQL's integer ids: no post, answered 404 like any other missing post.
    ['2147483648', 0],
    ['99999999999999999999999999', 0],
  ])('should read %s as post %d', (id, expected) => {
    expect(PostIdParams.parse({ id })).toEqual({ id: expected })
  })

  it('should refuse an id that is not a whole number', () => {
    const result = PostIdParams.safeParse({ id: '12abc' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('A post id is a whole number')
  })
})
