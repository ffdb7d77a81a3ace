// GET /api/validate-all and /api/validate-data/{spotId}: the cross-checks ingestion stored with
// each condition row (cms/conditions/ingest/validate-day.ts), summarised for the dashboard.
import type { Payload } from 'payload'
import type { ValidateAll, ValidateSpot } from '../../../../shared/contracts/conditions'
import { StoredValidation } from '../../../../shared/contracts/stored-rows'
import {
  overallRecommendations,
  summariseValidation,
} from '../../../../shared/domain/forecast/validation-summary'
import { NO_SECOND_SOURCE } from '../../../../cms/conditions'
import type { Answer } from '../cache/answers'
import { cachedAnswer } from '../cache/answers'
import { resolveDate } from './dates'
import { findConditionRows, findSpot, findSpots } from '../../../../cms/conditions'
import { conditionRowOf } from './spots'

/** Why a spot has no result: shown on the dashboard's Error badge. */
const NO_PAIR = NO_SECOND_SOURCE
const NO_DATA = 'No conditions stored for this spot and date yet'

const parseStored = (row: unknown): StoredValidation | null => {
  const validation = (row as { validation?: unknown } | null)?.validation
  const parsed = StoredValidation.safeParse(validation)
  return parsed.success ? parsed.data : null
}

/** Every spot's cross-check for a date, with the four dashboard numbers. */
export function validateAll(
  payload: Payload,
  dateIn: string | undefined,
  now: Date,
): Promise<Answer<ValidateAll>> {
  const date = resolveDate(dateIn, now)
  return cachedAnswer(`validate-all?date=${date}`, async () => {
    const spots = await findSpots(payload)
    const ids = spots.map((s) => s.id)
    const docs = await findConditionRows(payload, date, ids, { spot: true, validation: true })
    const bySpot = new Map(docs.map((d) => [Number((d as { spot?: unknown }).spot), d]))
    const results = spots.map((spot) => {
      const row = bySpot.get(spot.id)
      const stored = row ? parseStored(row) : null
      const base = { spotId: spot.id, spotName: spot.name, location: spot.location }
      if (!stored) {
        const error = row ? NO_PAIR : NO_DATA
        return { ...base, isValid: false, confidence: 'low' as const, discrepancyCount: 0, error }
      }
      const { isValid, confidence, discrepancies } = stored.result
      return { ...base, isValid, confidence, discrepancyCount: discrepancies.length }
    })
    const summary = summariseValidation(results)
    return { date, summary, recommendations: overallRecommendations(summary), results }
  })
}

/** One spot's cross-check for a date (its today when none is given). */
export async function validateSpot(input: {
  payload: Payload
  spotId: number
  date: string | undefined
  now: Date
}): Promise<ValidateSpot> {
  const { payload, spotId } = input
  const spot = await findSpot(payload, spotId)
  const date = resolveDate(input.date, input.now, spot.timeZone)
  const stored = parseStored(await conditionRowOf(payload, spotId, date))
  if (!stored) {
    return {
      spotId,
      date,
      validation: {
        isValid: false,
        confidence: 'low',
        discrepancies: [],
        validationNotes: [NO_PAIR],
      },
      sources: { primary: { name: 'Open-Meteo Marine + Forecast' }, secondary: { name: 'none' } },
      recommendations: [
        'Only one source answered: check the sources and run the validation again.',
      ],
    }
  }
  const { sources, result, recommendations } = stored
  return { spotId, date, validation: result, sources, recommendations }
}
