import { describe, expect, it } from 'vitest'
import type { AppError } from '../../../../shared/contracts/errors'
import { bodyTooLargeMessage, DEFAULT_MAX_BODY_BYTES, readBody } from './body'

const json = { 'content-type': 'application/json' }

/** A request whose body arrives in chunks without a declared length (Transfer-Encoding: chunked). */
const chunked = (chunks: string[]) =>
  new Request('http://x.test/api', {
    method: 'POST',
    headers: json,
    body: new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
        controller.close()
      },
    }),
    duplex: 'half',
  } as RequestInit)

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as AppError,
  )

describe('readBody()', () => {
  it('should parse a JSON body within the limit', async () => {
    const request = new Request('http://x.test/api', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'a@b.c' }),
    })
    expect(await readBody(request)).toEqual({ email: 'a@b.c' })
  })

  it('should refuse a declared length past the limit with 413 naming the limit', async () => {
    const request = new Request('http://x.test/api', {
      method: 'POST',
      headers: { ...json, 'content-length': String(DEFAULT_MAX_BODY_BYTES + 1) },
      body: 'x',
    })
    const error = await refusal(readBody(request))
    expect(error?.status).toBe(413)
    expect(error?.message).toBe(bodyTooLargeMessage(DEFAULT_MAX_BODY_BYTES))
    expect(error?.message).toContain('at most 16 KB')
  })

  it('should refuse a body without a length at the chunk that crosses the limit', async () => {
    const half = 'x'.repeat(600)
    const request = chunked([`{"a":"${half}`, half, `"}`])
    const error = await refusal(readBody(request, { maxBytes: 1024 }))
    expect(error?.status).toBe(413)
    expect(error?.message).toContain('at most 1 KB')
  })

  it('should take an endpoint-sized limit', async () => {
    const text = 'y'.repeat(20_000)
    const request = chunked([JSON.stringify({ text })])
    expect(await readBody(request, { maxBytes: 32 * 1024 })).toEqual({ text })
  })

  it('should read an HTML form when the endpoint takes one', async () => {
    const request = new Request('http://x.test/api', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'units=metric',
    })
    expect(await readBody(request, { form: true })).toEqual({ units: 'metric' })
  })
})
