// Conditions for the report and map e2e tests. A fresh e2e server stores its (sample) conditions
// in the background a little after it is up, so tests that need ratings wait for them first.
import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { SpotReport, SpotWithCondition } from '../../shared/contracts/conditions'
import { expect } from './test'
import { adminToken } from './accounts'
import { sameOrigin } from './origin'
import { addDays, todayIn } from '../../shared/domain/time/dates'

/** Today as the API's all-spots answers count it (UTC). */
export const utcToday = (): string => new Date().toISOString().slice(0, 10)

async function spotsOn(request: APIRequestContext, date: string): Promise<SpotWithCondition[]> {
  // A refresh can hold the server for seconds and reset a kept-alive socket: ask again.
  const response = await request.get(`/api/surf-spots?date=${date}`).catch(() => null)
  return response?.ok() ? ((await response.json()) as SpotWithCondition[]) : []
}

/**
 * Every spot on its own today (its local date, as home, the map and the summary show it): the
 * lists of UTC's yesterday, today and tomorrow, each spot taken from the one of its date.
 */
export async function spotsOnTheirDay(request: APIRequestContext): Promise<SpotWithCondition[]> {
  const now = new Date()
  const utc = todayIn('UTC', now)
  const dates = [addDays(utc, -1), utc, addDays(utc, 1)]
  const lists = await Promise.all(dates.map((d) => spotsOn(request, d)))
  const byDate = new Map(dates.map((d, i) => [d, new Map((lists[i] ?? []).map((s) => [s.id, s]))]))
  return (lists[1] ?? []).map((s) => byDate.get(todayIn(s.timeZone, now))?.get(s.id) ?? s)
}

/**
 * Every spot with its condition for a date, or without one on its own today, once the
 * conditions have landed.
 */
export async function spotsWithConditions(
  request: APIRequestContext,
  date?: string,
): Promise<SpotWithCondition[]> {
  let spots: SpotWithCondition[] = []
  await expect
    .poll(
      async () => {
        spots = date === undefined ? await spotsOnTheirDay(request) : await spotsOn(request, date)
        return spots.filter((s) => s.currentCondition !== null).length
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThan(0)
  return spots
}

/** A spot's report answer (for its today unless a date is given), once it has a report. */
export async function reportWithData(
  request: APIRequestContext,
  spotId: number,
  date?: string,
): Promise<SpotReport> {
  await spotsWithConditions(request)
  let answer: SpotReport | null = null
  const query = date ? `?date=${date}` : ''
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/surf-spots/${spotId}/report${query}`)
        answer = response.ok() ? ((await response.json()) as SpotReport) : null
        return answer?.report !== null && answer?.report !== undefined
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true)
  return answer as unknown as SpotReport
}

/**
 * A published spot with no image, description, conditions or report; delete it afterwards.
 * `fields` overrides the defaults (featured: false makes a spot only search and bbox reads find).
 */
export async function createBareSpot(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<{ id: number }> {
  const suffix = randomUUID().slice(0, 8)
  const response = await request.post('/cms-api/surf-spots', {
    headers: { authorization: `JWT ${await adminToken(request)}`, ...sameOrigin() },
    data: {
      name: `E2E Bare Reef ${suffix}`,
      slug: `e2e-bare-reef-${suffix}`,
      location: 'Nowhere Atoll',
      latitude: -10,
      longitude: 170,
      breakType: 'reef',
      skillLevel: 'advanced',
      beachFacingDegrees: 180,
      timeZone: 'UTC',
      _status: 'published',
      ...fields,
    },
  })
  if (!response.ok()) throw new Error(`create spot: ${response.status()} ${await response.text()}`)
  const { doc } = (await response.json()) as { doc: { id: number } }
  return { id: doc.id }
}

/** Removes a spot made by createBareSpot, so other tests see the seeded spots only. */
export async function deleteSpot(request: APIRequestContext, id: number): Promise<void> {
  await request.delete(`/cms-api/surf-spots/${id}`, {
    headers: { authorization: `JWT ${await adminToken(request)}`, ...sameOrigin() },
  })
}
