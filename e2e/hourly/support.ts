// Hourly forecasts for the e2e tests: a fresh server stores them with its sample conditions, a
// little after it is up. While it stores them the event loop can stall past the keep-alive
// timeout and reset a connection, so a reset answer here counts as "not yet", not as a failure.
import type { APIRequestContext } from '@playwright/test'
import type { Hourly, SpotWithCondition } from '../../shared/contracts/conditions'
import { utcToday } from '../support/conditions'
import { expect } from '../support/test'

async function getJson<T>(request: APIRequestContext, path: string): Promise<T | null> {
  try {
    const response = await request.get(path)
    return response.ok() ? ((await response.json()) as T) : null
  } catch {
    return null // a reset connection while the server is busy ingesting: ask again
  }
}

/** The spots with a condition today, once conditions have landed (API order). */
export async function spotsReady(request: APIRequestContext): Promise<SpotWithCondition[]> {
  let spots: SpotWithCondition[] = []
  await expect
    .poll(
      async () => {
        spots =
          (await getJson<SpotWithCondition[]>(request, `/api/surf-spots?date=${utcToday()}`)) ?? []
        return spots.filter((s) => s.currentCondition !== null).length
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThan(1)
  return spots
}

/** A spot with its hourly forecast for its today stored, and that day's answer. */
export async function spotWithHourly(request: APIRequestContext, index = 0): Promise<Hourly> {
  const spot = (await spotsReady(request))[index]
  if (!spot) throw new Error(`no spot ${index}`)
  let answer: Hourly | null = null
  await expect
    .poll(
      async () => {
        answer = await getJson<Hourly>(request, `/api/surf-spots/${spot.id}/hourly`)
        return answer !== null
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true)
  return answer as unknown as Hourly
}
