// The buoy verification's answers (GET /api/surf-spots/{id}/verification, GET /api/verification):
// the forecast against moored wave buoys by the WMO Lead Centre for Wave Forecast Verification's
// method (docs/accuracy.md). Heights in metres unless ?units=imperial (then ft), periods in s.
import { z } from 'zod'
import { UnitsChoice } from './auth'
import { VERIFICATION_WINDOWS } from '../domain/forecast/buoy-verification'

/** ?units: metric (m, the WMO method's unit) unless imperial is asked for. */
export const VerificationUnitsQuery = z.object({
  units: UnitsChoice.default('metric').meta({
    description:
      "'metric' (heights in m, as the WMO method publishes them: the default) or 'imperial' (ft). " +
      'Periods are in seconds and the scatter index has no unit either way.',
  }),
})

const WINDOW_ERROR = `days is one of: ${VERIFICATION_WINDOWS.join(', ')}`

/** GET /api/verification?days=30&units: each buoy's scores over one window. */
export const VerificationListQuery = VerificationUnitsQuery.extend({
  days: z.coerce
    .number({ error: WINDOW_ERROR })
    .refine((d) => (VERIFICATION_WINDOWS as readonly number[]).includes(d), WINDOW_ERROR)
    .default(30),
})

export const VerificationScore = z.object({
  /** Pairs compared (forecast at a synoptic time against the buoy's ±1 h mean). */
  pairs: z.number().int(),
  /** mean(forecast − buoy): positive means the forecast was too big. Null: not enough data. */
  bias: z.number().nullable(),
  /** sqrt(mean((forecast − buoy)²)). */
  rmse: z.number().nullable(),
  /** std(forecast − buoy) / mean(buoy): no unit. */
  scatterIndex: z.number().nullable(),
  meanObserved: z.number().nullable(),
  /** Unit of bias, rmse and meanObserved: 'm' or 'ft' for height, 's' for period. */
  unit: z.enum(['m', 'ft', 's']),
  /** "Not enough data (12 of 20 pairs)" when the numbers are null, else null. */
  note: z.string().nullable(),
})
export type VerificationScore = z.infer<typeof VerificationScore>

export const VerificationLeadDay = z.object({
  /** Forecast day: 1 = the first 24 hours after the forecast was issued … 5 = hours 96–120. */
  leadDay: z.number().int().min(1).max(5),
  height: VerificationScore,
  period: VerificationScore,
})
export type VerificationLeadDay = z.infer<typeof VerificationLeadDay>

export const VerificationWindow = z.object({
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  byLeadDay: z.array(VerificationLeadDay),
})
export type VerificationWindow = z.infer<typeof VerificationWindow>

/** What every answer says about how it was made. */
const Method = z.object({
  /** When the daily job last scored; null before its first run. */
  computedAt: z.string().nullable(),
  /** The UTC date every window ends before (its days are whole UTC days). */
  windowsEnd: z.string().nullable(),
  /** True when the forecasts scored came from the built-in sample data. */
  sample: z.boolean(),
  /** Fewer pairs than this (20) and a score's numbers are null. */
  minPairs: z.number().int(),
  method: z.string(),
})

export const SpotVerification = Method.extend({
  spotId: z.number().int(),
  spotName: z.string(),
  /** The spot's wave buoy; null when it has none (then `reason` says so and windows is empty). */
  buoy: z.object({ id: z.string(), name: z.string(), distanceKm: z.number() }).nullable(),
  reason: z.string().nullable(),
  windows: z.array(VerificationWindow),
})
export type SpotVerification = z.infer<typeof SpotVerification>

export const BuoyVerificationSummary = z.object({
  spotId: z.number().int(),
  spotName: z.string(),
  buoy: z.string(),
  sample: z.boolean(),
  byLeadDay: z.array(VerificationLeadDay),
})
export type BuoyVerificationSummary = z.infer<typeof BuoyVerificationSummary>

export const VerificationList = Method.extend({
  /** The window of `buoys` (days). */
  days: z.union([z.literal(7), z.literal(30), z.literal(90)]),
  /** Every buoy pooled, per window and forecast day. */
  overall: z.array(VerificationWindow),
  /** Each spot with a wave buoy, over `days`. */
  buoys: z.array(BuoyVerificationSummary),
})
export type VerificationList = z.infer<typeof VerificationList>
