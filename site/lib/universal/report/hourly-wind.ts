// Shared by the report page (server) and its hourly wind island (browser).
import type { z } from 'zod'
import type { HourlyWindEntry as Entry } from '../../../../shared/contracts/conditions'

export type HourlyWindEntry = z.infer<typeof Entry>

/** The hourly wind shows 8 skeleton cells while it loads. */
export const HOURLY_WIND_SKELETON_CELLS = 8
