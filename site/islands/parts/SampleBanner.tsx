import { SAMPLE_BANNER_TEXT } from '../../lib/universal/sample-data'

/**
 * Says the conditions on the page are recorded samples, in words, not colour alone.
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
