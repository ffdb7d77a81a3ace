import { ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { isLostLikeRace } from './likes'

describe('a like toggle that lost a race', () => {
  it('should be told by the unique row taken, a deadlock, a serialization failure or the post gone', () => {
    const taken = new ValidationError({
      errors: [{ message: 'Value must be unique', path: 'user' }],
    })
    expect(isLostLikeRace(taken)).toBe(true)
    const wrapped = (code: string) => new Error('query failed', { cause: { code } })
    expect(isLostLikeRace(wrapped('23505'))).toBe(true)
    expect(isLostLikeRace(wrapped('40P01'))).toBe(true)
    expect(isLostLikeRace(wrapped('40001'))).toBe(true)
    expect(isLostLikeRace(wrapped('23503'))).toBe(true)
  })

  it('should not take other failures for one (they are answered as errors)', () => {
    expect(isLostLikeRace(new Error('connection terminated'))).toBe(false)
    expect(isLostLikeRace(Object.assign(new Error('no table'), { code: '42P01' }))).toBe(false)
    expect(isLostLikeRace(null)).toBe(false)
  })
})
