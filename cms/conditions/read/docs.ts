// Stored rows → the contract shapes. The row schemas are declared once in
// shared/contracts/stored-rows.ts; these turn a parsed row into the API's answer.
import type { z } from 'zod'
import type {
  Condition,
  Forecast,
  Report,
  Spot,
  SpotWithStations,
} from '../../../shared/contracts/conditions'
import type {
  ConditionDoc,
  CreditDoc,
  ForecastDoc,
  ReportDoc,
  SpotDoc,
} from '../../../shared/contracts/stored-rows'
import { type StationFieldsDoc, describeStations } from '../stations/describe'

export {
  CONDITION_SELECT,
  ConditionDoc,
  ForecastDoc,
  ReportDoc,
  SpotDoc,
} from '../../../shared/contracts/stored-rows'

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
  credit: z.infer<typeof CreditDoc> = { credit: null, source: null, license: null },
): SpotWithStations {
  return {
    ...toSpot(doc),
    stations: describeStations(stations),
    credit: credit.credit,
    dataSource: credit.source ? { name: credit.source, license: credit.license } : null,
  }
}

/** A condition row as the API's Condition; the rating's rule table only when asked. */
export function toCondition(doc: z.infer<typeof ConditionDoc>, withRules = false): Condition {
  const { spot: _spot, ratingReasons, ...condition } = doc
  const { rules, ...reasons } = ratingReasons
  return { ...condition, ratingReasons: withRules && rules ? { ...reasons, rules } : reasons }
}

export const toReport = (doc: z.infer<typeof ReportDoc>): Report => doc

/** A forecast row with its day offset from the spot's today at the time of asking. */
export const toForecast = (doc: z.infer<typeof ForecastDoc>, dayOffset: number): Forecast => ({
  ...doc,
  dayOffset,
})
