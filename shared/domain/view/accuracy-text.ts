// The accuracy record in words a surfer understands, and the bias correction's label.
import { correctRange, hasEnoughPairs, notEnoughText, parseSurfRange } from '../forecast/accuracy'
import type { LeadDayScore, WindowScore } from '../forecast/accuracy-verify'

const LEAD_NAMES = ['same-day', 'next-day', 'two-day', 'three-day', 'four-day']

/** 'same-day', 'next-day', 'two-day' … for lead days 0–4. */
export const leadDayName = (leadDay: number): string => LEAD_NAMES[leadDay] ?? `${leadDay}-day`

const pct = (share: number) => `${Math.round(share * 100)} %`

function lean(biasFt: number): string {
  const size = Math.abs(biasFt).toFixed(1)
  if (Number(size) === 0) return 'we call it about right on average'
  return `we tend to call it ${size} ft too ${biasFt > 0 ? 'big' : 'small'}`
}

/** The lead day the sentence speaks of: next-day when it has enough pairs, else the first that does. */
export function headlineLeadDay(window: WindowScore): LeadDayScore | null {
  const enough = window.byLeadDay.filter((s) => hasEnoughPairs(s.pairs))
  return enough.find((s) => s.leadDay === 1) ?? enough[0] ?? null
}

/**
 * "Our next-day forecasts here were within 1 ft 82 % of the time over 30 days (27 checks against
 * NOAA buoy 51201); we tend to call it 0.4 ft too big", or why there is not enough yet.
 */
export function accuracySentence(window: WindowScore, against: string): string {
  const score = headlineLeadDay(window)
  if (!score || score.heightWithinOneFt === null || score.heightBiasFt === null) {
    const most = Math.max(0, ...window.byLeadDay.map((s) => s.pairs))
    return notEnoughText(most)
  }
  const name = leadDayName(score.leadDay)
  const checks = `${score.pairs} check${score.pairs === 1 ? '' : 's'} against ${against}`
  return (
    `Our ${name} forecasts here were within 1 ft ${pct(score.heightWithinOneFt)} of the time ` +
    `over ${window.days} days (${checks}); ${lean(score.heightBiasFt)}`
  )
}

/** '+12 % from the buoy record; raw model 3–4 ft'. */
export function correctionLabel(percent: number, rawText: string): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '±'
  return `${sign}${Math.abs(percent)} % from the buoy record; raw model ${rawText}`
}

/** What the headline was checked against: 'NOAA buoy 51201', 'model analysis', or both. */
export function againstText(score: LeadDayScore | null, buoyName: string | null): string {
  if (!score || score.buoyPairs === 0 || buoyName === null) return 'model analysis'
  return score.buoyPairs === score.pairs ? buoyName : `${buoyName} and model analysis`
}

const feet = (min: number, max: number) => (min === max ? `${max} ft` : `${min}–${max} ft`)

/** A forecast surf range corrected by the buoy record, with its label; null when it has no range. */
export function correctedSurf(rawText: string, percent: number) {
  const raw = parseSurfRange(rawText)
  if (raw.min === null || raw.max === null) return null
  const fixed = correctRange(raw.min, raw.max, percent)
  const rawShown = feet(raw.min, raw.max)
  return {
    text: feet(fixed.min, fixed.max),
    raw: rawShown,
    label: correctionLabel(percent, rawShown),
  }
}
