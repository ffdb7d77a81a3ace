// Fetching home's spot grid for another date (/fragments/spot-grid): the server renders it from
// the same functions as GET /api/surf-spots?date and /api/weather?date, and the browser keeps
// The spot list is retried 3 times with exponential backoff capped at 30 s.
import { ApiError } from '../api-client'

export const GRID_RETRIES = 3

/** The wait before retry n (0-based) of the spot list, doubling from 1 s up to 30 s. */
export const spotsRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

type Options = {
  fetch?: typeof fetch
  sleep?: (ms: number) => Promise<void>
  signal?: AbortSignal
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** The path of the date's grid fragment. */
export const gridFragmentUrl = (date: string): string =>
  `/fragments/spot-grid?date=${encodeURIComponent(date)}`

/**
 * The date's grid as HTML. A non-OK answer or a network failure is retried GRID_RETRIES times;
 * the last failure is thrown (an ApiError 'status: body' for an answer).
 */
export async function fetchGridHtml(date: string, options: Options = {}): Promise<string> {
  const { fetch: get = fetch, sleep = wait, signal } = options
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await get(gridFragmentUrl(date), { credentials: 'include', signal })
      const body = await response.text()
      if (response.ok) return body
      throw new ApiError(response.status, body, response.statusText)
    } catch (error) {
      if (attempt >= GRID_RETRIES || signal?.aborted) throw error
      await sleep(spotsRetryDelay(attempt))
    }
  }
}
