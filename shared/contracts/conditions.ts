// Requests and answers of the conditions API. Server and client both
// import these; the integration tests parse real answers with them.
import { z } from 'zod'
import { addDays, isIsoDate, todayIn } from '../domain/time/dates'
import { RATINGS } from '../domain/rating/ratings'
import { EXPOSURE_BINS } from '../domain/rating/exposure'
import { RATED_COMPONENTS } from '../domain/rating/surf-height'
import { WIND_CLASSES } from '../domain/rating/wind'
import { DEFAULT_UNITS } from '../domain/units/units'
import { UnitsChoice } from './auth'

/** A calendar date 'YYYY-MM-DD' (the window check, today..+4, needs a clock: it is the server's). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date like 2026-11-21 (YYYY-MM-DD)', abort: true })
  .refine(isIsoDate, 'That date does not exist on the calendar')

/**
 * The dates the API answers for: today through today + 4 wherever the asker is. The server does
 * not know the asker's zone, so the window runs from today at UTC−12 to today + 4 at UTC+14.
 */
export function requestableDates(now: Date): { first: string; last: string } {
  return { first: todayIn('Etc/GMT+12', now), last: addDays(todayIn('Etc/GMT-14', now), 4) }
}

/** ?units=metric on every conditions endpoint; imperial when absent. */
export const UnitsQuery = z.object({
  units: UnitsChoice.default(DEFAULT_UNITS).meta({
    description:
      "'imperial' (ft, mph, °F, mi: the default) or 'metric' (m, km/h, °C, km). Heights, speeds, " +
      'temperatures and the texts are answered in it; fields whose name carries a unit ' +
      '(heightFt, tideHeightFt, waveHeightFt, windMph, gridDistanceKm) keep that unit.',
  }),
})

export const DateQuery = z.object({ date: IsoDate.optional() })
export type DateQuery = z.infer<typeof DateQuery>

/** A conditions endpoint's query: the date and the units to answer in. */
export const ConditionsQuery = DateQuery.extend(UnitsQuery.shape)

/** A spot's id as a path gives it: text that must be a positive whole number. */
const SpotId = z.coerce
  .number({ error: 'A spot id is a number' })
  .int()
  .positive('A spot id is a number')

export const SpotIdParams = z.object({ id: SpotId })

export const ValidateSpotParams = z.object({ spotId: SpotId })

export const ForecastsQuery = z.object({
  days: z.coerce
    .number({ error: 'days is a number from 1 to 5' })
    .int('days is a number from 1 to 5')
    .min(1, 'days is a number from 1 to 5')
    .max(5, 'At most 5 days of forecast exist')
    .default(5),
})

/** GET /api/surf-spots/{id}/forecasts: the days and the units to answer in. */
export const SpotForecastsQuery = ForecastsQuery.extend(UnitsQuery.shape)

export const RefreshBody = z.object({
  date: IsoDate.optional(),
  /** Refresh even if one finished under a minute ago. */
  force: z.boolean().optional(),
})

export const Rating = z.enum(RATINGS)
export const WindClass = z.enum(WIND_CLASSES)

/** Who answered for a group of fields (provenance on every number). */
export const PROVIDERS = ['nws', 'open-meteo', 'ndbc', 'coops', 'neaps'] as const
export const Provider = z.enum(PROVIDERS)

/** Where one group of fields came from and how old it is. */
export const FieldProvenance = z.object({
  provider: Provider,
  /** Model, grid cell, zone, buoy or station in words: 'ECMWF WAM', 'grid LOX 100,71', 'buoy 46053'. */
  model: z.string().nullable(),
  /** ISO UTC time of the model run the values come from; null for observations or when unknown. */
  modelRun: z.string().nullable(),
  /** ISO UTC time Firing fetched the answer. */
  fetchedAt: z.string(),
  /** Distance from the spot to the grid cell, buoy or station in km; null when unknown. */
  gridDistanceKm: z.number().nullable(),
  /** The source failed on the latest refresh and an older answer is being served. */
  stale: z.boolean(),
  /** An estimate made by Firing, not the source's own forecast (tides modelled from sea level). */
  modelled: z.boolean(),
  /** Recorded sample answers, not today's ocean. */
  sample: z.boolean(),
})
export type FieldProvenance = z.infer<typeof FieldProvenance>

/** Provenance per field group; null when nothing answered for that group. */
export const ProvenanceGroups = z.object({
  waves: FieldProvenance.nullable(),
  wind: FieldProvenance.nullable(),
  tide: FieldProvenance.nullable(),
  waterTemp: FieldProvenance.nullable(),
})
export type ProvenanceGroups = z.infer<typeof ProvenanceGroups>

/** The wave train a rating was taken from (shared/domain/rating/RATING.md, surf-height.ts). */
export { RATED_COMPONENTS }

/** The unrounded values that were rated. */
export const RatingInputs = z.object({
  waveHeightFt: z.number().nullable(),
  periodS: z.number().nullable(),
  windMph: z.number().nullable(),
  windClassification: z.enum(WIND_CLASSES).nullable(),
  component: z.enum(RATED_COMPONENTS).nullable(),
})
export type RatingInputs = z.infer<typeof RatingInputs>

export const RatingCheck = z.object({
  field: z.string(),
  actual: z.union([z.number(), z.string(), z.null()]),
  threshold: z.string(),
  passed: z.boolean(),
  text: z.string(),
})

/** Why a condition got its rating (shared/domain/rating/RATING.md); `rules` only on the report. */
export const RatingReasons = z.object({
  summary: z.string(),
  decidedBy: z.string(),
  nextTier: Rating.nullable(),
  heldBackBy: z.array(RatingCheck),
  withoutIt: Rating.nullable(),
  missing: z.array(z.string()),
  rules: z
    .array(
      z.object({
        rule: z.string(),
        tier: Rating,
        description: z.string(),
        match: z.enum(['all', 'any']),
        passed: z.boolean(),
        checks: z.array(RatingCheck),
      }),
    )
    .optional(),
})
export type RatingReasons = z.infer<typeof RatingReasons>

const num = z.number().nullable()

/** A spot's condition on a date, plus air temperature, provenance and the rating's reasons. */
export const Condition = z.object({
  date: IsoDate,
  /** null: the data could not rate it ('N/A' on the landing card, 'unknown' elsewhere). */
  conditionRating: Rating.nullable(),
  waveHeightMin: num,
  waveHeightMax: num,
  wavePeriod: num,
  windSpeed: num,
  windDirection: z.string().nullable(),
  windClassification: WindClass.nullable(),
  swellDirection: z.string().nullable(),
  swellDirectionDegrees: num,
  waterTemp: num,
  airTemp: num,
  visibility: z.string(),
  tideHigh: z.string().nullable(),
  tideLow: z.string().nullable(),
  ratingReasons: RatingReasons,
  /** The unrounded values that were rated; null on rows stored before they were kept. */
  ratingInputs: RatingInputs.nullable(),
  provenance: ProvenanceGroups,
  isSample: z.boolean(),
  /** When this row was computed (ISO); provenance says when each source answered. */
  updatedAt: z.string(),
})
export type Condition = z.infer<typeof Condition>

/** A surf spot. */
export const Spot = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  breakType: z.string(),
  skillLevel: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** IANA zone: tide times are local clock text, and the next tide needs the spot's own now. */
  timeZone: z.string(),
  isFavorite: z.boolean(),
})
export type Spot = z.infer<typeof Spot>

/** A clockwise arc of directions (degrees the swell comes FROM). */
export const SwellWindowArc = z.object({ fromDeg: z.number(), toDeg: z.number() })

/**
 * A spot's swell exposure as it is stored on the spot (its window is derived, never stored):
 * shared/domain/rating/exposure.ts, docs/conditions.md 'Exposure'.
 */
export const StoredExposure = z.object({
  /** Share (0-1) of open-ocean swell coming FROM i × 10° that reaches the break. */
  byDirection: z
    .array(z.number().min(0).max(1))
    .length(EXPOSURE_BINS, `byDirection needs ${EXPOSURE_BINS} numbers, one per 10°`),
  source: z.enum(['computed', 'editor']),
  /** How the shares were made, in words. */
  method: z.string().min(1),
})
export type StoredExposure = z.infer<typeof StoredExposure>

/** A spot's swell exposure as answered: the stored one with its swell window. */
export const Exposure = StoredExposure.extend({
  /** Clockwise arcs of directions from which at least 10 % of the open-ocean swell reaches. */
  swellWindow: z.array(SwellWindowArc),
})
export type Exposure = z.infer<typeof Exposure>

const Arc = z.tuple([z.number(), z.number()])

/** What a spot needs (the report's 'What works here'). */
export const IdealConditions = z.object({
  /** The main arc of the swell window, clockwise [from, to]. */
  swellFromDeg: Arc,
  /** Wind directions that blow offshore, clockwise [from, to]. */
  offshoreWindFromDeg: Arc,
  /** Breaking height (ft) under which the spot does not break; null when not documented. */
  worksFromFt: z.number().nullable(),
  /** The tide it works best on, in words; null when not documented. */
  bestTide: z.string().nullable(),
})
export type IdealConditions = z.infer<typeof IdealConditions>

/** What works at a spot: its swell exposure and ideal conditions. */
export const SpotWhatWorks = z.object({ exposure: Exposure, idealConditions: IdealConditions })
export type SpotWhatWorks = z.infer<typeof SpotWhatWorks>

/** Where a spot's tides, buoy observations and US marine forecast come from. */
export const SpotStations = z.object({
  tide: z
    .object({
      /** CO-OPS id for US spots, the tide database's id elsewhere. */
      id: z.string(),
      name: z.string(),
      /** Who publishes the station's data, e.g. 'NOAA CO-OPS', 'TICON-4'. */
      source: z.string(),
      /** The data's licence, e.g. 'public domain', 'cc-by-4.0'. */
      license: z.string(),
      /** The credit the licence asks for, to show as it is. */
      attribution: z.string(),
      distanceKm: z.number(),
    })
    .nullable(),
  buoy: z.object({ id: z.string(), name: z.string(), distanceKm: z.number() }).nullable(),
  nwsZone: z.object({ id: z.string(), office: z.string() }).nullable(),
})
export type SpotStations = z.infer<typeof SpotStations>

/** A spot with its stations (what the report and the spot reads carry). */
export const SpotWithStations = Spot.extend({
  stations: SpotStations,
  /** "Proposed by Jane S." for a spot a surfer proposed (spot-proposals); else null or absent. */
  credit: z.string().nullable().optional(),
  /** Where an imported spot's data comes from, e.g. OpenStreetMap under ODbL 1.0; else null or absent. */
  dataSource: z.object({ name: z.string(), license: z.string().nullable() }).nullable().optional(),
})
export type SpotWithStations = z.infer<typeof SpotWithStations>

/** GET /api/surf-spots/{id}: the spot, what works there and its stations. */
export const SpotDetail = SpotWithStations.extend(SpotWhatWorks.shape)
export type SpotDetail = z.infer<typeof SpotDetail>

export const SpotWithCondition = Spot.extend({ currentCondition: Condition.nullable() })
export type SpotWithCondition = z.infer<typeof SpotWithCondition>

export const SpotList = z.array(Spot)
export const SpotConditionList = z.array(SpotWithCondition)

/** A spot's detailed report of a date. */
export const Report = z.object({
  date: IsoDate,
  summary: z.string(),
  detailedAnalysis: z.string(),
  overallScore: z.number().int().min(0).max(10),
  swellSize: z.string().nullable(),
  swellDirection: z.string().nullable(),
  swellPeriod: num,
  crowdLevel: z.enum(['light', 'moderate', 'heavy']).nullable(),
  bestSessions: z.string().nullable(),
  windAnalysis: z.string().nullable(),
  tideAnalysis: z.string().nullable(),
  skillRecommendation: z.string().nullable(),
  equipmentRecommendation: z.string().nullable(),
  safetyNotes: z.string().nullable(),
  isSample: z.boolean(),
})
export type Report = z.infer<typeof Report>

export const SpotReport = SpotWithCondition.extend({
  date: IsoDate,
  report: Report.nullable(),
  stations: SpotStations,
  credit: SpotWithStations.shape.credit,
  dataSource: SpotWithStations.shape.dataSource,
})
export type SpotReport = z.infer<typeof SpotReport>

/** One day of a spot's 5-day forecast. */
export const Forecast = z.object({
  id: z.number().int(),
  dayOffset: z.number().int().min(0).max(4),
  forecastDate: IsoDate,
  swellHeight: z.string(),
  swellDirection: z.string().nullable(),
  swellPeriod: num,
  windSpeed: num,
  windDirection: z.string().nullable(),
  tideInfo: z.string().nullable(),
  /** null: the data could not rate the day (unknown). */
  conditionRating: Rating.nullable(),
  confidence: z.number().int().min(0).max(100),
  /** Why the confidence is what it is: '4 days ahead', 'close to the GOOD/FIRING line'. */
  confidenceReasons: z.array(z.string()),
  /** The unrounded values that were rated; null on rows stored before they were kept. */
  ratingInputs: RatingInputs.nullable(),
  summary: z.string(),
  alerts: z.string().nullable(),
  isSample: z.boolean(),
  provenance: ProvenanceGroups,
})
export type Forecast = z.infer<typeof Forecast>
export const ForecastList = z.array(Forecast).max(5)

/** The wind at one of the day's eight 3-hourly times. */
export const HourlyWindEntry = z.object({
  time: z.string(),
  speed: z.number(),
  direction: z.string().nullable(),
  classification: WindClass.nullable(),
})
export type HourlyWindEntry = z.infer<typeof HourlyWindEntry>
export const HourlyWindList = z.array(HourlyWindEntry)

/** Counts per rating for a date (keys are the rating keys: 'not working' has a space); unknowns count only in total. */
export const Stats = z.object({
  date: IsoDate,
  epic: z.number().int(),
  firing: z.number().int(),
  good: z.number().int(),
  rideable: z.number().int(),
  'not working': z.number().int(),
  total: z.number().int(),
  isSample: z.boolean(),
  isRating: z.boolean().meta({
    description:
      'true while the date has no ratings yet because the first refresh is still running (a ' +
      'first start): the zeros mean "not rated yet", not "no spot is working"',
  }),
})
export type Stats = z.infer<typeof Stats>

/** The one weather row per date: typical values across all spots (docs/conditions.md). */
export const Weather = z.object({
  date: IsoDate,
  temperature: z.number().int(),
  windSpeed: z.number(),
  windDirection: z.string(),
  visibility: z.string(),
  uvIndex: z.number().int().nullable(),
  description: z.string(),
  isSample: z.boolean(),
  provenance: ProvenanceGroups,
})
export type Weather = z.infer<typeof Weather>

export const Discrepancy = z.object({
  field: z.string(),
  primary: z.number(),
  secondary: z.number(),
  difference: z.number(),
  threshold: z.number(),
  unit: z.string(),
})

export const ValidationConfidence = z.enum(['high', 'medium', 'low'])

export const ValidationSummary = z.object({
  totalChecked: z.number().int(),
  validCount: z.number().int(),
  discrepancyCount: z.number().int(),
  accuracyRate: z.number().int().min(0).max(100),
})

export const ValidationResultRow = z.object({
  spotId: z.number().int(),
  spotName: z.string(),
  location: z.string(),
  isValid: z.boolean(),
  confidence: ValidationConfidence,
  discrepancyCount: z.number().int(),
  error: z.string().optional(),
})

export const ValidateAll = z.object({
  date: IsoDate,
  summary: ValidationSummary,
  recommendations: z.array(z.string()),
  results: z.array(ValidationResultRow),
})
export type ValidateAll = z.infer<typeof ValidateAll>

const SourceName = z.object({ name: z.string(), provenance: FieldProvenance.optional() })

export const ValidateSpot = z.object({
  spotId: z.number().int(),
  date: IsoDate,
  validation: z.object({
    isValid: z.boolean(),
    confidence: ValidationConfidence,
    discrepancies: z.array(Discrepancy),
    validationNotes: z.array(z.string()),
  }),
  sources: z.object({ primary: SourceName, secondary: SourceName }),
  recommendations: z.array(z.string()),
})
export type ValidateSpot = z.infer<typeof ValidateSpot>

export const RefreshResult = z.object({
  date: IsoDate.nullable(),
  jobId: z.union([z.number(), z.string()]),
  /** 'recent' when a refresh finished under a minute ago and its result is returned instead. */
  status: z.enum(['completed', 'failed', 'recent']),
  mode: z.enum(['live', 'sample']).nullable(),
  spots: z.number().int(),
  rows: z.number().int(),
  durationMs: z.number(),
  sources: z.array(
    z.object({
      source: z.string(),
      requests: z.number().int(),
      ok: z.number().int(),
      failed: z.number().int(),
      errors: z.array(z.string()),
    }),
  ),
})
export type RefreshResult = z.infer<typeof RefreshResult>

/** A wave train of an hour: deep-water height, its own period, where it comes from. */
export const HourlyTrain = z.object({
  heightFt: z.number(),
  periodS: num,
  direction: z.string().nullable(),
  directionDegrees: num,
})

/** Local time with the spot's offset: '2026-11-25T07:00:00-08:00'. */
const LocalTime = z.iso.datetime({ offset: true })

/** One hour of a spot's hourly forecast. */
export const HourlyEntry = z.object({
  time: LocalTime,
  waveHeightMin: num,
  waveHeightMax: num,
  /** Primary first. */
  swells: z.array(HourlyTrain),
  windWave: HourlyTrain.nullable(),
  windSpeed: num,
  windGust: num,
  windDirection: z.string().nullable(),
  windDirectionDegrees: num,
  windClassification: WindClass.nullable(),
  /** Height above tideDatum from the day's highs and lows (half-cosine between them). */
  tideHeightFt: num,
  waterTemp: num,
  rating: Rating.nullable(),
  isDaylight: z.boolean(),
})

/** A best time to go: 'GOOD 7–10 AM: 3–4 ft at 12 s, offshore 5 mph, rising mid tide'. */
export const BestWindow = z.object({
  start: LocalTime,
  end: LocalTime,
  hours: z.number().int().positive(),
  rating: Rating,
  why: z.string(),
})

/** GET /api/surf-spots/{id}/hourly?date: every hour of the spot's local date (24, 23 or 25). */
export const Hourly = z.object({
  spotId: z.number().int(),
  date: IsoDate,
  timeZone: z.string(),
  firstLight: LocalTime.nullable(),
  sunrise: LocalTime.nullable(),
  sunset: LocalTime.nullable(),
  lastLight: LocalTime.nullable(),
  /** MLLW at NOAA stations, MSL when modelled from sea level; null without tides. */
  tideDatum: z.enum(['MLLW', 'MSL']).nullable(),
  hours: z.array(HourlyEntry).min(23).max(25),
  tideEvents: z.array(z.object({ time: LocalTime, type: z.enum(['high', 'low']), heightFt: num })),
  /** Best first, at most 3, daylight only. */
  bestWindows: z.array(BestWindow).max(3),
  provenance: ProvenanceGroups,
  isSample: z.boolean(),
})
export type Hourly = z.infer<typeof Hourly>

/**
 * A what-if value from the query: required unless optional, a number, inside [min, max]. Every
 * message names the field (the 400's message is the first one).
 */
function measure(name: string, min: number, max: number, unit: string) {
  const range = `${name} must be a number from ${min} to ${max} (${unit})`
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? `${name} is required (${unit})` : range),
      })
      .min(min, range)
      .max(max, range)
      .meta({ description: `${unit}, ${min} to ${max}` }),
  )
}

const height = (name: string) => measure(name, 0, 100, 'deep-water significant height in ft')
const period = (name: string) => measure(name, 1, 30, 'period in s')
const direction = (name: string) => measure(name, 0, 360, 'degrees it comes FROM')

/** The optional trains: all three values or none. */
const OPTIONAL_TRAINS = [
  ['windWaveHeightFt', 'windWavePeriodS', 'windWaveDirectionDeg'],
  ['secondarySwellHeightFt', 'secondarySwellPeriodS', 'secondarySwellDirectionDeg'],
] as const

/** GET /api/surf-spots/{id}/what-if: made-up conditions to rate at the spot. */
export const WhatIfQuery = z
  .object({
    swellHeightFt: height('swellHeightFt'),
    swellPeriodS: period('swellPeriodS'),
    swellDirectionDeg: direction('swellDirectionDeg'),
    windSpeedMph: measure('windSpeedMph', 0, 150, 'wind speed in mph'),
    windDirectionDeg: direction('windDirectionDeg'),
    windWaveHeightFt: height('windWaveHeightFt').optional(),
    windWavePeriodS: period('windWavePeriodS').optional(),
    windWaveDirectionDeg: direction('windWaveDirectionDeg').optional(),
    secondarySwellHeightFt: height('secondarySwellHeightFt').optional(),
    secondarySwellPeriodS: period('secondarySwellPeriodS').optional(),
    secondarySwellDirectionDeg: direction('secondarySwellDirectionDeg').optional(),
  })
  .superRefine((query, ctx) => {
    for (const names of OPTIONAL_TRAINS) {
      const given = names.filter((n) => query[n] !== undefined)
      if (given.length === 0 || given.length === names.length) continue
      for (const name of names.filter((n) => query[n] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${name} is required with ${given.join(' and ')}: give all of ${names.join(', ')} or none`,
        })
      }
    }
  })
export type WhatIfQuery = z.infer<typeof WhatIfQuery>

/** One wave train of a what-if, as it arrives at the spot. */
export const WhatIfTrain = z.object({
  component: z.enum(RATED_COMPONENTS),
  directionDeg: z.number().nullable(),
  /** Share of it that reaches the break (0-1). */
  exposure: z.number(),
  /** Its breaking height at the spot (ft), unrounded. */
  surfFt: z.number().nullable(),
  /** False when under 10 % reaches: it is never the rated train. */
  reaches: z.boolean(),
})

/** The rating of made-up conditions at a spot, with the same code as ingestion. */
export const WhatIfAnswer = z.object({
  /** null: unknown (spelled as conditionRating). */
  rating: Rating.nullable(),
  ratingInputs: RatingInputs,
  ratingReasons: RatingReasons,
  trains: z.array(WhatIfTrain),
})
export type WhatIfAnswer = z.infer<typeof WhatIfAnswer>
