// Whether a page's conditions are recorded samples (samples are never passed off as live).

type WithCondition = { currentCondition: { isSample: boolean } | null }

/** True when any spot's condition on the page comes from recorded samples. */
export function hasSampleConditions(spots: readonly WithCondition[]): boolean {
  return spots.some((s) => s.currentCondition?.isSample === true)
}

/**
 * What the banner says on every page that shows sample conditions: the sample server synthesizes
 * each spot's values from recordings made elsewhere (docs/conditions.md "Sample mode").
 */
export const SAMPLE_BANNER_TEXT =
  "Sample data: synthesized from recorded forecasts, not today's ocean"
