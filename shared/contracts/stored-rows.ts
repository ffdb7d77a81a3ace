// The rows the conditions engine writes and keeps, each shape declared once: the surf-conditions,
// surf-forecasts, surf-reports and surf-hourly rows, the cross-check a condition row keeps, and
// the spot fields the engine reads. The writer (cms/conditions/ingest/store.ts) checks every row
// of a refresh against these before it stores them, and every reader parses stored rows with them
// (cms/conditions/read, site/lib/server-only/conditions). A row schema is its contract's fields
// plus what only the table keeps; the contracts' Exposure is the StoredExposure with its window.
//
// One null-handling rule: Payload's generated types mark every optional column `?: T | null`,
// while the contracts answer `T | null` or a default (orNull, orDefault, fromStored below).
import { z } from 'zod'
import {
  BestWindow,
  Condition as ConditionSchema,
  Discrepancy,
  FieldProvenance,
  Hourly,
  HourlyWindList,
  ProvenanceGroups,
  RatingInputs,
  RatingReasons,
  Spot as SpotSchema,
  StoredExposure,
  ValidationConfidence,
} from './conditions'
import { NO_PROVENANCE } from '../domain/forecast/series'
import { facingExposure, swellWindowOf, toStored } from '../domain/rating/exposure'
import type { SpotExposure } from '../domain/rating/exposure'

export { StoredExposure }

type OrNull<T extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<z.output<T> | null, z.output<T> | null | undefined>
>
type OrDefault<T extends z.ZodType> = z.ZodPipe<
  z.ZodOptional<z.ZodNullable<T>>,
  z.ZodTransform<z.output<T>, z.output<T> | null | undefined>
>
type Shape = Record<string, z.ZodType>
type Defaults<S extends Shape> = { [K in keyof S]?: z.output<S[K]> }
type StoredShape<S extends Shape, D> = {
  [K in keyof S]: K extends keyof D
    ? OrDefault<S[K]>
    : S[K] extends z.ZodNullable<infer T extends z.ZodType>
      ? OrNull<T>
      : S[K]
}

/** A stored value that may be missing (null or absent): null in the answer. */
export function orNull<T extends z.ZodType>(schema: T): OrNull<T> {
  return schema.nullish().transform((v) => v ?? null)
}

/** A stored value that may be missing (null or absent): `fallback` in the answer. */
export function orDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>): OrDefault<T> {
  return schema.nullish().transform((v) => v ?? fallback)
}

/**
 * A contract object as it is read from a stored row: each `.nullable()` field may also be missing
 * (orNull), and each field named in `defaults` falls back to its default (orDefault).
 */
export function fromStored<S extends Shape, D extends Defaults<S> = Record<never, never>>(
  schema: z.ZodObject<S>,
  defaults: D = {} as D,
): z.ZodObject<StoredShape<S, D>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]): [string, z.ZodType] => {
      if (key in defaults) return [key, orDefault(field, defaults[key as keyof D])]
      return [key, field instanceof z.ZodNullable ? orNull(field.unwrap() as z.ZodType) : field]
    }),
  )
  // Object.fromEntries forgets the keys; StoredShape states what the map above builds.
  return z.object(shape) as unknown as z.ZodObject<StoredShape<S, D>>
}

const nullableNumber = orNull(z.number())
const nullableText = orNull(z.string())
// Rows stored before provenance per field group (a list) read as "nothing known" until the next
// ingestion run replaces them.
const provenanceGroups = orDefault(
  z.union([ProvenanceGroups, z.array(z.unknown()).transform(() => NO_PROVENANCE)]),
  NO_PROVENANCE,
)
const flag = orDefault(z.boolean(), false)

const Media = z
  .object({
    url: nullableText,
    sizes: z.object({ card: z.object({ url: nullableText }).nullish() }).nullish(),
  })
  .nullish()

/** The columns a row schema reads, as a Payload select: each field once, in its schema. */
export function selectOf<S extends z.ZodRawShape>(
  schema: z.ZodObject<S>,
): { [K in keyof S]: true } {
  return Object.fromEntries(Object.keys(schema.shape).map((k) => [k, true])) as {
    [K in keyof S]: true
  }
}

/** A stored station id: trimmed, and null when empty. */
export const storedStationId = z
  .string()
  .nullish()
  .transform((v) => v?.trim() || null)

const optionalNumber = orNull(z.number())

/**
 * The surf-spots fields the engine and the API read, declared once; each reader picks its part
 * (SpotDoc, EngineSpotDoc, StationFieldsDoc, ShapeDoc).
 */
export const StoredSpot = fromStored(SpotSchema.omit({ imageUrl: true, isFavorite: true })).extend({
  image: z.union([Media, z.number()]).nullish(),
  slug: z.string(),
  beachFacingDegrees: z.number(),
  offshoreFromDegrees: optionalNumber,
  offshoreToDegrees: optionalNumber,
  // Stored on save: computed from the coastline at the spot's point (from its facing where no
  // open water is found), or an editor's. A row without a valid one is read from its facing.
  exposure: z.unknown().optional(),
  worksFromFt: optionalNumber,
  bestTide: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null),
  isUS: orDefault(z.boolean(), false),
  tideStation: storedStationId,
  ndbcBuoy: storedStationId,
  nwsZone: storedStationId,
  nwsOffice: storedStationId,
  landLatitude: optionalNumber,
  landLongitude: optionalNumber,
  // "Proposed by Jane S.": a spot a surfer proposed and an editor accepted (spot-proposals).
  credit: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null),
  // An imported spot's data source and its licence, e.g. OpenStreetMap, ODbL 1.0 (spot-import).
  source: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null),
  license: z
    .string()
    .nullish()
    .transform((v) => v?.trim() || null),
})

/** A surf-spots document as the API's Spot reads it (its image a media row or an id). */
export const SpotDoc = StoredSpot.pick({
  id: true,
  name: true,
  location: true,
  latitude: true,
  longitude: true,
  breakType: true,
  skillLevel: true,
  description: true,
  timeZone: true,
  image: true,
})

/** The surf-spots fields a spot's stations are told from. */
export const StationFieldsDoc = StoredSpot.pick({
  slug: true,
  latitude: true,
  longitude: true,
  isUS: true,
  tideStation: true,
  ndbcBuoy: true,
  nwsZone: true,
  nwsOffice: true,
})

/** Who a spot is credited to: the surfer who proposed it, the source it was imported from. */
export const CreditDoc = StoredSpot.pick({ credit: true, source: true, license: true })

/** What ingestion reads of a spot. */
export const EngineSpotDoc = StoredSpot.pick({
  id: true,
  slug: true,
  name: true,
  location: true,
  breakType: true,
  skillLevel: true,
  latitude: true,
  longitude: true,
  beachFacingDegrees: true,
  offshoreFromDegrees: true,
  offshoreToDegrees: true,
  exposure: true,
  worksFromFt: true,
  isUS: true,
  timeZone: true,
  tideStation: true,
  ndbcBuoy: true,
  nwsZone: true,
  nwsOffice: true,
  landLatitude: true,
  landLongitude: true,
})

/** What works at a spot: its shore and what the report's block says. */
export const ShapeDoc = StoredSpot.pick({
  name: true,
  beachFacingDegrees: true,
  offshoreFromDegrees: true,
  offshoreToDegrees: true,
  exposure: true,
  worksFromFt: true,
  bestTide: true,
})

// provenance, isSample and ratingReasons come last, as the answers have always listed them.
export const ConditionDoc = fromStored(
  ConditionSchema.omit({ provenance: true, isSample: true, ratingReasons: true }),
  { visibility: 'clear' },
).extend({
  spot: z.number(),
  ratingReasons: RatingReasons,
  provenance: provenanceGroups,
  isSample: flag,
})

/** The fields the condition list reads (not the day's hourly wind or the cross-check). */
export const CONDITION_SELECT: Record<string, true> = selectOf(ConditionDoc)

const Source = z.object({ name: z.string(), provenance: FieldProvenance.optional() })

/** The cross-check a condition row keeps for /api/validate-data and /api/validate-all. */
export const StoredValidation = z.object({
  sources: z.object({ primary: Source, secondary: Source }),
  result: z.object({
    isValid: z.boolean(),
    confidence: ValidationConfidence,
    discrepancies: z.array(Discrepancy),
    validationNotes: z.array(z.string()),
    /** The fields compared; absent on rows stored before it was kept. */
    compared: z.array(z.string()).optional(),
  }),
  recommendations: z.array(z.string()),
})
export type StoredValidation = z.infer<typeof StoredValidation>

/** A surf-conditions row as the writer stores it: the read shape, the hourly wind, the check. */
export const ConditionRow = ConditionDoc.omit({ updatedAt: true }).extend({
  windDirectionDegrees: z.number().nullable(),
  hourlyWind: HourlyWindList,
  validation: StoredValidation.nullable(),
})

/** A surf-reports row. */
export const ReportDoc = z.object({
  date: z.string(),
  summary: z.string(),
  detailedAnalysis: z.string(),
  overallScore: z.number().transform((v) => Math.round(v)),
  swellSize: nullableText,
  swellDirection: nullableText,
  swellPeriod: nullableNumber,
  crowdLevel: orNull(z.enum(['light', 'moderate', 'heavy'])),
  bestSessions: nullableText,
  windAnalysis: nullableText,
  tideAnalysis: nullableText,
  skillRecommendation: nullableText,
  equipmentRecommendation: nullableText,
  safetyNotes: nullableText,
  isSample: flag,
})

/** A surf-reports row as the writer stores it. */
export const ReportRow = ReportDoc.extend({ spot: z.number(), provenance: ProvenanceGroups })

/** A surf-forecasts row (its day offset is worked out when read, from the spot's today). */
export const ForecastDoc = z.object({
  id: z.number(),
  forecastDate: z.string(),
  swellHeight: orDefault(z.string(), 'N/A'),
  swellDirection: nullableText,
  swellPeriod: nullableNumber,
  windSpeed: nullableNumber,
  windDirection: nullableText,
  tideInfo: nullableText,
  conditionRating: ConditionSchema.shape.conditionRating,
  confidence: z.number().transform((v) => Math.round(v)),
  confidenceReasons: orDefault(z.array(z.string()), []),
  ratingInputs: orNull(RatingInputs),
  summary: orDefault(z.string(), ''),
  alerts: nullableText,
  isSample: flag,
  provenance: provenanceGroups,
})

/** A surf-forecasts row as the writer stores it. */
export const ForecastRow = ForecastDoc.omit({ id: true }).extend({
  spot: z.number(),
  dayOffset: z.number().int(),
})

/** A surf-hourly row: one spot's hours of one local date. */
export const HourlyDoc = Hourly.omit({ spotId: true })

/** A surf-hourly row as the writer stores it. */
export const HourlyRow = HourlyDoc.extend({
  spot: z.number(),
  provenance: ProvenanceGroups,
  isSample: z.boolean(),
})

/** A surf-hourly row's best windows alone (home and compare select only these). */
export const WindowsDoc = z.object({
  spot: z.coerce.number(),
  date: z.string(),
  bestWindows: z.array(BestWindow),
})

/** A spot's exposure as the API and the rating read it: the stored one, else from its facing. */
export function spotExposureOf(stored: unknown, beachFacingDeg: number): SpotExposure {
  const parsed = StoredExposure.safeParse(stored)
  const value = parsed.success ? parsed.data : facingExposure(beachFacingDeg)
  return { ...toStored(value), swellWindow: swellWindowOf(value.byDirection) }
}

/** One score as the buoy verification job stores it (metres / seconds, 3 decimals). */
const StoredScore = z.object({
  pairs: z.number().int(),
  bias: z.number().nullable(),
  rmse: z.number().nullable(),
  scatterIndex: z.number().nullable(),
  meanObserved: z.number().nullable(),
})

/** A buoy-verification row (cms/conditions/accuracy/buoys.ts): per window and forecast day. */
export const BuoyVerificationDoc = z.object({
  key: z.string(),
  spot: z.number().nullable().optional(),
  buoy: z.string().nullable().optional(),
  computedAt: z.string(),
  windowsEnd: z.string(),
  isSample: z.boolean().nullable().optional(),
  windows: z.array(
    z.object({
      days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
      byLeadDay: z.array(
        z.object({ leadDay: z.number().int(), height: StoredScore, period: StoredScore }),
      ),
    }),
  ),
})
export type BuoyVerificationDoc = z.infer<typeof BuoyVerificationDoc>
