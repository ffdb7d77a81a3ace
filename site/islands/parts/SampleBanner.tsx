/** Says the conditions on the page are recorded samples (issue 14): the words carry it, not colour. */
export const SAMPLE_BANNER_TEXT = "Sample data: recorded forecasts, not today's ocean"

/**
 * The one sample-data banner: pages render it on the server, islands that load conditions in the
 * browser render the same component.
 */
export function SampleBanner() {
  return (
    <p
      role="status"
      data-sample-banner
      className="rounded-lg border-2 border-amber-500 bg-amber-50 px-4 py-2 font-semibold text-amber-900"
    >
      {SAMPLE_BANNER_TEXT}
    </p>
  )
}
