import { describe, expect, it } from 'vitest'
import { accuracyVerdict } from './accuracy-verdict'

describe('accuracyVerdict', () => {
  it.each([
    [95, false, 'green', 'High'],
    [90, false, 'green', 'High'],
    [89, false, 'yellow', 'Fair'],
    [70, false, 'yellow', 'Fair'],
    [69, false, 'red', 'Low'],
    [51, false, 'red', 'Low'],
    [51, true, 'sample', 'Sample data'],
    [95, true, 'sample', 'Sample data'],
  ] as const)('should call %i%% (sample: %s) %s, "%s"', (rate, isSample, key, word) => {
    const verdict = accuracyVerdict({ crossChecked: 49, accuracyRate: rate, isSample })
    expect(verdict.key).toBe(key)
    expect(verdict.word).toBe(word)
  })

  it('should grade nothing when no spot could be cross-checked, sample or not', () => {
    for (const isSample of [false, true]) {
      const verdict = accuracyVerdict({ crossChecked: 0, accuracyRate: 0, isSample })
      expect(verdict).toMatchObject({ key: 'none', word: 'Nothing checked yet' })
    }
  })

  it('should explain a sample rate and leave a real one to its word', () => {
    const rate = { crossChecked: 49, accuracyRate: 51 }
    expect(accuracyVerdict({ ...rate, isSample: true }).note).toContain(
      'synthesized from recorded forecasts',
    )
    expect(accuracyVerdict({ ...rate, isSample: false }).note).toBeNull()
  })
})
