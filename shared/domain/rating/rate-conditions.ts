// Rates conditions with the Wave Categories Guide. The guide is loose; this is how it
// is read (RATING.md says the same at more length):
// - Height: the rated wave train's breaking height, unrounded (surf-height.ts, daily-values.ts).
// - Not Working is checked first, as disqualifiers: under 1 ft, wind over 20 mph, period under
//   8 s, or onshore chop = wind classed onshore AND over 10 mph. Any one makes it Not Working
//   whatever the higher tiers say. Light onshore wind (10 mph or less) is not chop.
// - Otherwise the best tier whose every check passes wins: Epic, Firing, Good, Rideable.
// - Epic has two rules: (a) 4+ ft, offshore, wind ≤ 10 mph, period ≥ 12 s; (b) 12+ ft, wind
//   ≤ 15 mph, period ≥ 12 s and 'clean' = not onshore (any direction when glassy, ≤ 2 mph).
//   Rule (b) does not require offshore; in rule (a) offshore already makes it clean.
// - Firing's 'barrel potential' is what offshore wind and 10+ s give; it is not a separate test.
// - An unknown wind direction never passes 'offshore' or 'clean', and never counts as chop.
// - Local wind chop (a wind-wave train on top of the rated swell) textures the faces from 1 ft and
//   half the swell (no Epic, no Firing) and is Not Working once it is higher than the swell.
// - The spot first: when no swell reaches the spot (every train's exposure under
//   REACHES_MIN_SHARE), or the surf is under the spot's own minimum (worksFromFt), it is Not
//   Working with that reason alone: there is no 'without it' (the spot itself holds it back).
// - Missing wave height, period or wind speed: unknown (null), decided by 'no-data', with the
//   missing fields named. Missing data is never called flat (it shows as 'N/A' / 'unknown').
import { RATINGS, RATING_LABELS } from './ratings'
import type { Rating } from './ratings'
import { ratedHeight, SPOT_FIELDS } from './rating-checks'
import type { RatingCheck, RatingInput } from './rating-checks'
import { RULES } from './rating-rules'
import type { Rule, RuleId } from './rating-rules'
import { roundTo } from '../units/units'

export type { RatingCheck, RatingInput } from './rating-checks'
export type { RuleId } from './rating-rules'

export type RuleResult = {
  rule: RuleId
  tier: Rating
  description: string
  match: 'all' | 'any'
  passed: boolean
  checks: RatingCheck[]
}

export type RatingReasons = {
  /** Every rule checked, best tier first, the not-working disqualifiers last. */
  rules: RuleResult[]
  /** The rule that decided the rating. */
  decidedBy: RuleId | 'no-data'
  /** The tier just above the rating; null for epic. */
  nextTier: Rating | null
  /** What keeps it from the next tier: failed checks, or the disqualifiers that applied. */
  heldBackBy: RatingCheck[]
  /** The rating it would get without heldBackBy. */
  withoutIt: Rating | null
  /** Inputs that were missing ('wave height', 'period', 'wind speed'). */
  missing: string[]
}

/** rating is null when the inputs were missing: unknown, never 'not working'. */
export type RatingResult = { rating: Rating | null; reasons: RatingReasons; summary: string }

function evaluate(rule: Rule, input: RatingInput): RuleResult {
  const checks = rule.checks.map((c) => c.explain(input))
  const passed = rule.match === 'all' ? checks.every((c) => c.passed) : checks.some((c) => c.passed)
  const { id, tier, description, match } = rule
  return { rule: id, tier, description, match, passed, checks }
}

const isMissing = (input: RatingInput): boolean =>
  ratedHeight(input) === null || input.wavePeriodS === null || input.windSpeedMph === null

function missingFields(input: RatingInput): string[] {
  const missing: string[] = []
  if (ratedHeight(input) === null) missing.push('wave height')
  if (input.wavePeriodS === null) missing.push('period')
  if (input.windSpeedMph === null) missing.push('wind speed')
  return missing
}

function tierAbove(rating: Rating): Rating | null {
  return RATINGS[RATINGS.indexOf(rating) - 1] ?? null
}

/** Failing checks of the next tier's rule; for epic, the rule that fails fewest checks. */
function heldBackFrom(next: Rating, rules: RuleResult[]): RatingCheck[] {
  const failing = rules
    .filter((r) => r.tier === next)
    .map((r) => r.checks.filter((c) => !c.passed))
    .sort((a, b) => a.length - b.length)
  return failing[0] ?? []
}

function summarise(rating: Rating | null, reasons: RatingReasons, input: RatingInput): string {
  if (reasons.decidedBy === 'no-data') return `no data: ${reasons.missing.join(', ')} missing`
  if (rating === null) return 'unknown'
  if (rating === 'not working' && reasons.withoutIt === null) {
    return reasons.heldBackBy.map((c) => c.text).join('; ')
  }
  if (reasons.withoutIt === null) {
    const wind = `${input.windClass ?? 'unknown'} wind ${roundTo(input.windSpeedMph ?? 0, 1)} mph`
    const size = `${roundTo(ratedHeight(input) ?? 0, 1)} ft at ${roundTo(input.wavePeriodS ?? 0, 1)} s`
    return `${RATING_LABELS[rating]}: ${size}, ${wind}`
  }
  const pronoun = reasons.heldBackBy.length > 1 ? 'them' : 'it'
  const held = reasons.heldBackBy.map((c) => c.text).join('; ')
  return `${held}; without ${pronoun}: ${RATING_LABELS[reasons.withoutIt]}`
}

type Decision = Omit<RatingReasons, 'rules' | 'missing'> & { rating: Rating | null }

function decide(rules: RuleResult[]): Decision {
  const bestTier = rules.find((r) => r.match === 'all' && r.passed)
  const disqualified = rules.find((r) => r.match === 'any' && r.passed)
  const bySpot = disqualified?.checks.filter((c) => c.passed && SPOT_FIELDS.has(c.field))
  if (bySpot && bySpot.length > 0) {
    return {
      rating: 'not working',
      decidedBy: 'not-working',
      nextTier: 'rideable',
      heldBackBy: bySpot,
      withoutIt: null,
    }
  }
  if (disqualified || !bestTier) {
    const heldBackBy = disqualified?.checks.filter((c) => c.passed) ?? []
    const withoutIt = bestTier?.tier ?? 'rideable'
    return {
      rating: 'not working',
      decidedBy: 'not-working',
      nextTier: 'rideable',
      heldBackBy,
      withoutIt,
    }
  }
  const nextTier = tierAbove(bestTier.tier)
  const heldBackBy = nextTier === null ? [] : heldBackFrom(nextTier, rules)
  return {
    rating: bestTier.tier,
    decidedBy: bestTier.rule,
    nextTier,
    heldBackBy,
    withoutIt: nextTier,
  }
}

/** Rates one set of conditions with the Wave Categories Guide, saying why. */
export function rateConditions(input: RatingInput): RatingResult {
  const rules = RULES.map((rule) => evaluate(rule, input))
  const missing = missingFields(input)
  const { rating, ...decided }: Decision =
    missing.length > 0
      ? {
          rating: null,
          decidedBy: 'no-data',
          nextTier: null,
          heldBackBy: [],
          withoutIt: null,
        }
      : decide(rules)
  const reasons: RatingReasons = { rules, missing, ...decided }
  return { rating, reasons, summary: summarise(rating, reasons, input) }
}

const passesAll = (rule: Rule, input: RatingInput): boolean =>
  rule.checks.every((c) => c.passes(input))
const passesAny = (rule: Rule, input: RatingInput): boolean =>
  rule.checks.some((c) => c.passes(input))

/**
 * The rating alone, without the reasons: always `rateConditions(input).rating` (tested over a grid
 * of inputs), for the places that only rank or show the tier — every hour of the hour-by-hour
 * forecast, the hours a day's session is chosen from, the trains an hour could rate — a few
 * hundred a spot a refresh, where spelling out each check was most of the refresh's CPU.
 */
export function ratingOf(input: RatingInput): Rating | null {
  if (isMissing(input)) return null
  // Any disqualifier (the spot's own included) makes it Not Working, as decide() does.
  for (const rule of RULES) {
    if (rule.match === 'any' && passesAny(rule, input)) return 'not working'
  }
  const best = RULES.find((r) => r.match === 'all' && passesAll(r, input))
  return best?.tier ?? 'not working'
}
