// The browser side of SPEC §7: every call sends cookies; a non-OK answer becomes an error whose
// message is 'status: body text' (or the status text when the body is empty).

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
  }

  /** The `message` field of a JSON error body, when there is one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown }
      return typeof parsed.message === 'string' ? parsed.message : null
    } catch {
      return null
    }
  }
}

/** Sends a request with cookies and an optional JSON body; throws ApiError when not OK. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}
