// Shared by the conditions integration tests: JSON fetches checked against the contracts, and
// waiting for the server's first ingestion to land.
import { expect } from 'vitest'
import type { z } from 'zod'
import { todayIn } from '../shared/domain/time/dates'
import { addDays } from '../shared/domain/time/dates'

/** Today (UTC) and the next four days: the window every endpoint must answer for. */
export const windowDates = (now = new Date()) =>
  Array.from({ length: 5 }, (_, i) => addDays(todayIn('UTC', now), i))

/** GETs a path, expects 200 and returns the body parsed with the contract's schema. */
export async function getParsed<S extends z.ZodType>(
  baseUrl: string,
  path: string,
  schema: S,
): Promise<z.output<S>> {
  const response = await fetch(`${baseUrl}${path}`)
  const text = await response.text()
  expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200)
  const parsed = schema.safeParse(JSON.parse(text))
  if (!parsed.success) throw new Error(`${path} broke its contract: ${parsed.error.message}`)
  return parsed.data
}

/** GETs a path and returns its status and JSON error envelope. */
export async function getError(baseUrl: string, path: string) {
  const response = await fetch(`${baseUrl}${path}`)
  return { status: response.status, body: (await response.json()) as { message: string } }
}

/** Waits until every spot has a condition for today (the startup ingestion has landed). */
export async function waitForConditions(baseUrl: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs
  const date = windowDates()[0]
  while (Date.now() < until) {
    // A refresh can hold the server's event loop for seconds; a kept-alive socket it closes
    // meanwhile resets this poll's request (ECONNRESET), which only means: ask again.
    const response = await fetch(`${baseUrl}/api/stats?date=${date}`).catch(() => null)
    if (response?.ok && ((await response.json()) as { total: number }).total >= 49) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no conditions for ${date} after ${timeoutMs} ms`)
}

/**
 * Signs a seeded user in through Payload's REST API; returns the Authorization header with the
 * Origin a browser sends on writes (the server refuses writes without one).
 */
export async function signIn(baseUrl: string, email: string, password: string) {
  const origin = new URL(baseUrl).origin
  const response = await fetch(`${baseUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json', origin }
}

/** POSTs /api/refresh-conditions (forced: the minute guard would return the previous run). */
export async function refresh(baseUrl: string, headers: Record<string, string>) {
  const response = await fetch(`${baseUrl}/api/refresh-conditions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ force: true }),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}
