// Stored documents → the contract shapes. Payload's generated types (cms/payload-types.ts) leave
// JSON columns unknown and every optional column missing-or-null, so every read goes through a zod
// schema derived from the contract's (stored.ts): a row that does not fit is a bug to see in the
// logs, not a shape to pass on.
import { z } from 'zod'
import type {
  Condition,
  Forecast,
  Report,
  Spot,
  SpotWithStations,
} from '../../../shared/contracts/conditions'
import { type StationFieldsDoc, describeStations } from '../stations/describe'
import {
  Condition as ConditionSchema,
  ProvenanceGroups,
  RatingInputs,
  RatingReasons,
  Spot as SpotSchema,
} from '../../../shared/contracts/conditions'
import { NO_PROVENANCE } from '../../../shared/domain/forecast/series'
import { fromStored, orDefault, orNull } from './stored'

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

export const SpotDoc = fromStored(SpotSchema.omit({ imageUrl: true, isFavorite: true })).extend({
  image: z.union([Media, z.number()]).nullish(),
})

/** A surf-spots document as the API's Spot (isFavorite is the caller's to set). */
export function toSpot(doc: z.infer<typeof SpotDoc>): Spot {
  const media = typeof doc.image === 'object' ? doc.image : null
  const { image: _image, ...spot } = doc
  return { ...spot, imageUrl: media?.sizes?.card?.url ?? media?.url ?? null, isFavorite: false }
}

/** A spot with where its tides, buoy and US marine forecast come from. */
export function toSpotDetail(
  doc: z.infer<typeof SpotDoc>,
  stations: z.infer<typeof StationFieldsDoc>,
): SpotWithStations {
  return { ...toSpot(doc), stations: describeStations(stations) }
}

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

/** A condition row as the API's Condition; the rating's rule table only when asked. */
export function toCondition(doc: z.infer<typeof ConditionDoc>, withRules = false): Condition {
  const { spot: _spot, ratingReasons, ...condition } = doc
  const { rules, ...reasons } = ratingReasons
  return { ...condition, ratingReasons: withRules && rules ? { ...reasons, rules } : reasons }
}

/** The fields the condition list reads (not the day's hourly wind or the cross-check). */
export const CONDITION_SELECT = Object.fromEntries(
  Object.keys(ConditionDoc.shape).map((k) => [k, true]),
) as Record<string, true>

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

export const toReport = (doc: z.infer<typeof ReportDoc>): Report => doc

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

/** A forecast row with its day offset from the spot's today at the time of asking. */
export const toForecast = (doc: z.infer<typeof ForecastDoc>, dayOffset: number): Forecast => ({
  ...doc,
  dayOffset,
})
