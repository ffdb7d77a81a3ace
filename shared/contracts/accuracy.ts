// The accuracy record's answers (GET /api/surf-spots/{id}/accuracy, GET /api/accuracy).
// Every number is raw: heights in ft as forecast and observed; a bias correction is only the
// `correctionPercent` beside them, never applied to them (docs/accuracy.md).
import { z } from 'zod'
import { RATINGS } from '../domain/rating/ratings'
import { SURF_REPORT_SIZES, SURF_REPORT_WINDS } from './surfer-report'

const Share = z.number().min(0).max(1).nullable()

export const LeadDayAccuracy = z.object({
  leadDay: z.number().int().min(0).max(4),
  /** Mean absolute error and bias (forecast − observed, + means too big) of the day's mean height. */
  heightMaeFt: z.number().nullable(),
  heightBiasFt: z.number().nullable(),
  heightWithinOneFt: Share,
  ratingExact: Share,
  ratingWithinOne: Share,
  windClassAgreement: Share,
  /** Days compared (buoy, else model analysis), how many against a buoy, reports compared. */
  pairs: z.number().int(),
  buoyPairs: z.number().int(),
  reports: z.number().int(),
  /** What the buoy record would scale this lead day's height by (%); null below 20 buoy pairs. */
  correctionPercent: z.number().nullable(),
})
export type LeadDayAccuracy = z.infer<typeof LeadDayAccuracy>

export const AccuracyWindow = z.object({
  days: z.union([z.literal(7), z.literal(30)]),
  byLeadDay: z.array(LeadDayAccuracy),
})
export type AccuracyWindow = z.infer<typeof AccuracyWindow>

export const AccuracySource = z.object({
  kind: z.enum(['buoy', 'analysis', 'surfer-reports']),
  name: z.string(),
  /** Days observed (buoy, analysis) or reports, over the last 30 days. */
  count: z.number().int(),
})
export type AccuracySource = z.infer<typeof AccuracySource>

export const SpotAccuracy = z.object({
  spotId: z.number().int(),
  spotName: z.string(),
  /** When the record was last computed; null before the first verification. */
  computedAt: z.string().nullable(),
  windows: z.array(AccuracyWindow),
  sources: z.array(AccuracySource),
  /** The 30-day record in one sentence, or "Not enough data yet (n of 5)". */
  sentence: z.string(),
})
export type SpotAccuracy = z.infer<typeof SpotAccuracy>

/** A recent surfer report beside what was forecast for that day (lead day 0 when kept). */
export const ReportCheck = z.object({
  spotId: z.number().int(),
  spotName: z.string(),
  surfedAt: z.string(),
  size: z.enum(SURF_REPORT_SIZES),
  rating: z.enum(RATINGS),
  wind: z.enum(SURF_REPORT_WINDS),
  forecast: z
    .object({
      leadDay: z.number().int(),
      rating: z.enum(RATINGS).nullable(),
      surf: z.string().nullable(),
      windClass: z.string().nullable(),
    })
    .nullable(),
})
export type ReportCheck = z.infer<typeof ReportCheck>

export const AccuracySummary = z.object({
  spotId: z.number().int(),
  spotName: z.string(),
  /** Next-day (lead 1) scores over 30 days: the headline a surfer compares spots by. */
  nextDay: LeadDayAccuracy,
  sources: z.array(AccuracySource),
  sentence: z.string(),
})
export type AccuracySummary = z.infer<typeof AccuracySummary>

export const AccuracyList = z.object({
  computedAt: z.string().nullable(),
  spots: z.array(AccuracySummary),
  recentReports: z.array(ReportCheck),
})
export type AccuracyList = z.infer<typeof AccuracyList>

export const ACCURACY_SORTS = ['name', 'error', 'within', 'pairs', 'rating'] as const
export const AccuracyQuery = z.object({
  sort: z
    .enum(ACCURACY_SORTS, { error: `Sort by one of: ${ACCURACY_SORTS.join(', ')}` })
    .default('error'),
})
