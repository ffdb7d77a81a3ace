// The Wave Categories Guide written as rules of checks. How the loose words are read is
// in rate-conditions.ts and RATING.md; the numbers live here so the popup can print the same table.
import type { Rating } from './ratings'
import {
  atLeast,
  atMost,
  between,
  chopOverSwell,
  clean,
  offshore,
  onshoreChop,
  over,
  reachesSpot,
  smooth,
  under,
  underSpotMinimum,
} from './rating-checks'
import { REACHES_MIN_SHARE } from './exposure'
import type { RatingTest } from './rating-checks'

export type RuleId = 'epic-offshore' | 'epic-big' | 'firing' | 'good' | 'rideable' | 'not-working'

export type Rule = {
  id: RuleId
  tier: Rating
  description: string
  /** 'all': every check must pass. 'any': one triggered check is enough (disqualifiers). */
  match: 'all' | 'any'
  checks: readonly RatingTest[]
}

export const THRESHOLDS = {
  epicOffshore: { minFt: 4, maxWindMph: 10, minPeriodS: 12 },
  epicBig: { minFt: 12, maxWindMph: 15, minPeriodS: 12 },
  firing: { minFt: 1.5, maxFt: 4, maxWindMph: 8, minPeriodS: 10 },
  good: { minFt: 2, maxWindMph: 15, minPeriodS: 10 },
  rideable: { minFt: 1, maxWindMph: 20, minPeriodS: 8 },
  /** Onshore wind above this is 'onshore chop'. */
  onshoreChopMph: 10,
  /** Wind at or below this is glassy whatever its direction (the same line as the Glass filter). */
  glassMph: 2,
  /**
   * Local wind chop (a separate wind-wave train): from minFt and at least texturedRatio × the
   * rated swell it textures the faces (not clean: no Epic, no Firing); from minFt and higher
   * than the swell it is chop over the swell (Not Working, like onshore chop).
   */
  chop: { minFt: 1, texturedRatio: 0.5 },
} as const

const smoothFaces = smooth(THRESHOLDS.chop.minFt, THRESHOLDS.chop.texturedRatio)

const { rideable } = THRESHOLDS
const disqualifiers: readonly RatingTest[] = [
  // The spot's own limits first: when one applies it is the whole reason (rate-conditions.ts).
  reachesSpot(REACHES_MIN_SHARE),
  underSpotMinimum,
  under('waveHeight', rideable.minFt),
  over('windSpeed', rideable.maxWindMph),
  onshoreChop(THRESHOLDS.onshoreChopMph),
  chopOverSwell(THRESHOLDS.chop.minFt),
  under('wavePeriod', rideable.minPeriodS),
]

/** Every rule of the guide, best tier first; the not-working disqualifiers last. */
export const RULES: readonly Rule[] = [
  {
    id: 'epic-offshore',
    tier: 'epic',
    description: '4+ ft with offshore wind up to 10 mph; period 12+ s',
    match: 'all',
    checks: [
      atLeast('waveHeight', THRESHOLDS.epicOffshore.minFt),
      offshore,
      atMost('windSpeed', THRESHOLDS.epicOffshore.maxWindMph),
      atLeast('wavePeriod', THRESHOLDS.epicOffshore.minPeriodS),
      smoothFaces,
    ],
  },
  {
    id: 'epic-big',
    tier: 'epic',
    description: '12+ ft with clean wind up to 15 mph; period 12+ s',
    match: 'all',
    checks: [
      atLeast('waveHeight', THRESHOLDS.epicBig.minFt),
      clean(THRESHOLDS.glassMph),
      atMost('windSpeed', THRESHOLDS.epicBig.maxWindMph),
      atLeast('wavePeriod', THRESHOLDS.epicBig.minPeriodS),
      smoothFaces,
    ],
  },
  {
    id: 'firing',
    tier: 'firing',
    description: '1.5 to 4 ft; offshore wind up to 8 mph; period 10+ s',
    match: 'all',
    checks: [
      between(THRESHOLDS.firing.minFt, THRESHOLDS.firing.maxFt),
      offshore,
      atMost('windSpeed', THRESHOLDS.firing.maxWindMph),
      atLeast('wavePeriod', THRESHOLDS.firing.minPeriodS),
      smoothFaces,
    ],
  },
  {
    id: 'good',
    tier: 'good',
    description: '2+ ft; wind up to 15 mph; period 10+ s',
    match: 'all',
    checks: [
      atLeast('waveHeight', THRESHOLDS.good.minFt),
      atMost('windSpeed', THRESHOLDS.good.maxWindMph),
      atLeast('wavePeriod', THRESHOLDS.good.minPeriodS),
    ],
  },
  {
    id: 'rideable',
    tier: 'rideable',
    description: '1+ ft; wind up to 20 mph; period 8+ s',
    match: 'all',
    checks: [
      atLeast('waveHeight', THRESHOLDS.rideable.minFt),
      atMost('windSpeed', THRESHOLDS.rideable.maxWindMph),
      atLeast('wavePeriod', THRESHOLDS.rideable.minPeriodS),
    ],
  },
  {
    id: 'not-working',
    tier: 'not working',
    description:
      "no swell reaches the spot, or under the spot's minimum size, or under 1 ft, or wind over 20 mph, or onshore chop (onshore over 10 mph), or wind chop over the swell, or period under 8 s",
    match: 'any',
    checks: disqualifiers,
  },
]
