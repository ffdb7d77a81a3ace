// A surfer's "How was it?" report carried by a Discover post, and the chip the post shows.
// The collection 'surfer-reports' (cms/collections/surfer-reports) stores one row per post.
import { z } from 'zod'
import { RATINGS } from '../domain/rating/ratings'

/** Observed sizes a surfer can pick, smallest first ("flat" is under 1 ft). */
export const SURF_REPORT_SIZES = ['flat', '1-2', '2-3', '3-4', '4-6', '6-8', '8-10', '10+'] as const
export type SurfReportSize = (typeof SURF_REPORT_SIZES)[number]

/** How the wind left the faces. */
export const SURF_REPORT_WINDS = ['clean', 'textured', 'choppy'] as const
export type SurfReportWind = (typeof SURF_REPORT_WINDS)[number]

/** How far back a surfer may date a session (24 h). */
export const SURF_REPORT_MAX_AGE_MS = 24 * 3_600_000

/** One report per user per spot per this window (3 h). */
export const SURF_REPORT_WINDOW_MS = 3 * 3_600_000

/** The report as a post's JSON carries it (`surfReport`, or null without one). */
export const SurfReport = z.object({
  spotId: z.number().int(),
  spotName: z.string().nullable(),
  surfedAt: z.string(),
  size: z.enum(SURF_REPORT_SIZES),
  rating: z.enum(RATINGS),
  wind: z.enum(SURF_REPORT_WINDS),
})
export type SurfReport = z.infer<typeof SurfReport>
