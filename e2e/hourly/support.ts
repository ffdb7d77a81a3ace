// Hourly forecasts for the e2e tests: a fresh server stores them with its sample conditions, a
// little after it is up.
import type { APIRequestContext } from '@playwright/test'
import type { Hourly } from '../../shared/contracts/conditions'
import { spotsWithConditions } from '../support/conditions'
import { expect } from '../support/test'

/** A spot with its hourly forecast for its today stored, and that day's answer. */
export async function spotWithHourly(request: APIRequestContext, index = 0): Promise<Hourly> {
  const spots = await spotsWithConditions(request)
  const spot = spots[index]
  if (!spot) throw new Error(`no spot ${index}`)
  let answer: Hourly | null = null
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/surf-spots/${spot.id}/hourly`)
        answer = response.ok() ? ((await response.json()) as Hourly) : null
        return answer !== null
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true)
  return answer as unknown as Hourly
}
