// Home while a first start rates the spots (SpotGrid's "Rating the spots…"): it asks
// GET /api/stats, whose isRating says when the ratings have landed, and then loads the page again.

const ASK_EVERY_MS = 3_000

/** Reloads home once its date is rated, if it is showing "Rating the spots…". */
export function reloadWhenRated(root: HTMLElement): void {
  if (!root.querySelector('[data-rating-spots]')) return
  const date = root.dataset.date ?? ''
  const timer = setInterval(() => {
    void isStillRating(date).then((rating) => {
      if (rating) return
      clearInterval(timer)
      window.location.reload()
    })
  }, ASK_EVERY_MS)
}

/** True while the date is being rated, and when the answer could not be had (ask again). */
async function isStillRating(date: string): Promise<boolean> {
  const response = await fetch(`/api/stats?date=${encodeURIComponent(date)}`).catch(() => null)
  if (!response?.ok) return true
  const stats = (await response.json()) as { isRating?: boolean }
  return stats.isRating === true
}
