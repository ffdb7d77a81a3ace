// A forecast day's confidence (0–100) in a word, so it never rests on colour or a bare number.

export type ConfidenceWord = 'High' | 'Medium' | 'Low'

/** High at 70 and over, Medium from 40 to 69, Low under 40. */
export function confidenceWord(confidence: number): ConfidenceWord {
  if (confidence >= 70) return 'High'
  if (confidence >= 40) return 'Medium'
  return 'Low'
}

/** "72% · High": the number with its word. */
export function confidenceText(confidence: number): string {
  return `${confidence}% · ${confidenceWord(confidence)}`
}

/**
 * A forecast day's reasons for its confidence, or none: read defensively because the contract
 * gains `confidenceReasons` in the same issue (helper A's branch) and older rows lack it.
 */
export function confidenceReasonsOf(day: object): string[] {
  const reasons = (day as { confidenceReasons?: unknown }).confidenceReasons
  return Array.isArray(reasons) ? reasons.filter((r): r is string => typeof r === 'string') : []
}
