import { describe, expect, it } from 'vitest'
import { confidenceText, confidenceWord } from './confidence-word'

describe('confidenceWord', () => {
  it.each([
    [100, 'High'],
    [70, 'High'],
    [69, 'Medium'],
    [40, 'Medium'],
    [39, 'Low'],
    [0, 'Low'],
  ] as const)('should call %i %s', (n, word) => {
    expect(confidenceWord(n)).toBe(word)
  })
})

describe('confidenceText', () => {
  it('should give the number with its word', () => {
    expect(confidenceText(72)).toBe('72% · High')
  })
})
