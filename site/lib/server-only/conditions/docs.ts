// Stored documents → the contract shapes. Payload returns loosely typed docs (no generated
// types), so every read goes through a zod schema: a row that does not fit is a bug to see in the
// logs, not a shape to pass on.
import { z } from 'zod'
import type { Condition, Forecast, Report, Spot } from '../../../../shared/contracts/conditions'
import {
  Condition as ConditionSchema,
  Provenance,
  RatingReasons,
} from '../../../../shared/contracts/conditions'

const nullableNumber = z
  .number()
  .nullish()
  .transform((v) => v ?? null)
const nullableText = z
  .string()
  .nullish()
  .transform((v) => v ?? null)
const provenanceList = z
  .array(Provenance)
  .nullish()
  .transform((v) => v ?? [])
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false)

const Media = z
  .object({
    url: nullableText,
    sizes: z.object({ card: z.object({ url: nullableText }).nullish() }).nullish(),
  })
  .nullish()

export const SpotDoc = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  breakType: z.string(),
  skillLevel: z.string(),
  description: nullableText,
  timeZone: z.string(),
  image: z.union([Media, z.number()]).nullish(),
})

/** A surf-spots document as SPEC §3 'Surf spot' (isFavorite is the caller's to set). */
export function toSpot(doc: z.infer<typeof SpotDoc>): Spot {
  const media = typeof doc.image === 'object' ? doc.image : null
  const { image: _image, ...spot } = doc
  return { ...spot, imageUrl: media?.sizes?.card?.url ?? media?.url ?? null, isFavorite: false }
}

export const ConditionDoc = ConditionSchema.omit({
  provenance: true,
  isSample: true,
  ratingReasons: true,
}).extend({
  spot: z.number(),
  waveHeightMin: nullableNumber,
  waveHeightMax: nullableNumber,
  wavePeriod: nullableNumber,
  windSpeed: nullableNumber,
  windDirection: nullableText,
  windClassification: ConditionSchema.shape.windClassification
    .nullish()
    .transform((v) => v ?? null),
  swellDirection: nullableText,
  swellDirectionDegrees: nullableNumber,
  waterTemp: nullableNumber,
  airTemp: nullableNumber,
  visibility: z
    .string()
    .nullish()
    .transform((v) => v ?? 'clear'),
  tideHigh: nullableText,
  tideLow: nullableText,
  ratingReasons: RatingReasons,
  provenance: provenanceList,
  isSample: flag,
})

/** A condition row as SPEC §3 'Current condition'; the rating's rule table only when asked. */
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
  crowdLevel: z
    .enum(['light', 'moderate', 'heavy'])
    .nullish()
    .transform((v) => v ?? null),
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
  swellHeight: z
    .string()
    .nullish()
    .transform((v) => v ?? 'N/A'),
  swellDirection: nullableText,
  swellPeriod: nullableNumber,
  windSpeed: nullableNumber,
  windDirection: nullableText,
  tideInfo: nullableText,
  conditionRating: ConditionSchema.shape.conditionRating,
  confidence: z.number().transform((v) => Math.round(v)),
  summary: z
    .string()
    .nullish()
    .transform((v) => v ?? ''),
  alerts: nullableText,
  isSample: flag,
  provenance: provenanceList,
})

/** A forecast row with its day offset from the spot's today at the time of asking. */
export const toForecast = (doc: z.infer<typeof ForecastDoc>, dayOffset: number): Forecast => ({
  ...doc,
  dayOffset,
})
