import { describe, expect, it } from 'vitest'
import { confidenceReasonsOf, confidenceText, confidenceWord } from './confidence-word'

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

describe('confidenceReasonsOf', () => {
  it("should give a day's reasons", () => {
    expect(confidenceReasonsOf({ confidenceReasons: ['4 days ahead', 'one source'] })).toEqual([
      '4 days ahead',
      'one source',
    ])
  })

  it('should give none for a day without reasons', () => {
    expect(confidenceReasonsOf({ confidence: 80 })).toEqual([])
  })
})
