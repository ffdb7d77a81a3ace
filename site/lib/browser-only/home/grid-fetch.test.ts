import { describe, expect, it } from 'vitest'
import { ApiError } from '../api-client'
import { fetchGridHtml, gridFragmentUrl, spotsRetryDelay } from './grid-fetch'

describe('spotsRetryDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 30_000],
    [10, 30_000],
  ])('should wait after failure %i: %i ms (doubling, capped at 30 s)', (attempt, ms) => {
    expect(spotsRetryDelay(attempt)).toBe(ms)
  })
})

describe('fetchGridHtml', () => {
  const answers = (...responses: (Response | Error)[]) => {
    const calls: string[] = []
    const get = async (url: RequestInfo | URL) => {
      calls.push(String(url))
      const next = responses.shift()
      if (!next) throw new Error('no more answers')
      if (next instanceof Error) throw next
      return next
    }
    return { calls, get: get as typeof fetch }
  }
  const waits: number[] = []
  const sleep = async (ms: number) => {
    waits.push(ms)
  }

  it("should fetch the date's fragment", async () => {
    const { calls, get } = answers(new Response('<ul></ul>'))
    await expect(fetchGridHtml('2026-11-22', { fetch: get, sleep })).resolves.toBe('<ul></ul>')
    expect(calls).toEqual(['/fragments/spot-grid?date=2026-11-22'])
  })

  it('should retry 3 times with backoff, then fail with the status and body', async () => {
    waits.length = 0
    const down = () => new Response('down', { status: 500 })
    const { calls, get } = answers(down(), down(), down(), down())
    const failure = fetchGridHtml('2026-11-22', { fetch: get, sleep })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('500: down')
    expect(calls).toHaveLength(4)
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it('should recover when a retry answers', async () => {
    const { calls, get } = answers(new TypeError('offline'), new Response('<p>ok</p>'))
    await expect(fetchGridHtml('2026-11-22', { fetch: get, sleep })).resolves.toBe('<p>ok</p>')
    expect(calls).toHaveLength(2)
  })

  it('should encode the date into the path', () => {
    expect(gridFragmentUrl('a&b')).toBe('/fragments/spot-grid?date=a%26b')
  })
})
