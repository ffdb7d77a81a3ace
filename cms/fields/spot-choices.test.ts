import { describe, expect, it } from 'vitest'
import { BREAK_TYPES, lowerCaseChoice, oneOf } from './spot-choices'

describe('a spot choice stored as text', () => {
  const breakType = oneOf('Break type', BREAK_TYPES)

  it('takes the listed values, whatever their case once stored', () => {
    expect(breakType(lowerCaseChoice({ value: ' Reef ' }))).toBe(true)
    expect(breakType('river mouth')).toBe(true)
  })

  it('refuses anything else, naming the choices', () => {
    expect(breakType('slab')).toBe('Break type is one of: beach, reef, point, river mouth')
    expect(breakType(null)).toMatch(/one of/)
  })
})
