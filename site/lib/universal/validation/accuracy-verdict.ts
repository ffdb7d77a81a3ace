// What the validation dashboard says about its accuracy rate (90+ green, 70+ yellow, below 70 red; neutral when nothing real is graded).
import { accuracyTone, type AccuracyTone } from '../../../../shared/domain/units/display-scales'

export type AccuracyVerdict = {
  /** A graded tone (green, yellow, red), or a neutral state that grades nothing. */
  key: AccuracyTone | 'sample' | 'none'
  /** The word beside the rate: colour is never alone. */
  word: string
  /** A sentence under the bar, when the rate needs one. */
  note: string | null
}

const GRADED: Record<AccuracyTone, string> = { green: 'High', yellow: 'Fair', red: 'Low' }

/**
 * The verdict on the sources' agreement. A fresh install has nothing to grade: with no spot
 * cross-checked (every row an error: nothing stored yet), or with both sides synthesized from the
 * same recordings, a red 'Low' would judge data that is not real, so those say what they are.
 */
export function accuracyVerdict(input: {
  /** Spots whose two sources were compared (rows without an error). */
  crossChecked: number
  accuracyRate: number
  isSample: boolean
}): AccuracyVerdict {
  if (input.crossChecked === 0) {
    return {
      key: 'none',
      word: 'Nothing checked yet',
      note: 'No spot has two sources stored for this date yet.',
    }
  }
  if (input.isSample) {
    return {
      key: 'sample',
      word: 'Sample data',
      note: "Both sources are synthesized from recorded forecasts, not today's ocean: how often they agree says nothing about real data quality.",
    }
  }
  const tone = accuracyTone(input.accuracyRate)
  return { key: tone, word: GRADED[tone], note: null }
}
