// The browser side of /api: every call sends cookies; a non-OK answer becomes an error whose
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

/** A write that could not reach the server: nothing was sent (docs/offline.md). */
export class OfflineError extends Error {
  constructor() {
    super('No connection: nothing was sent')
    this.name = 'OfflineError'
  }
}

/**
 * fetch() for a write: refused up front while the browser says it is offline, and a network
 * failure becomes OfflineError, so the user is told it needs a connection (never a silent loss).
 */
async function sendWrite(url: string, init: RequestInit): Promise<Response> {
  if (navigator.onLine === false) throw new OfflineError()
  try {
    return await fetch(url, init)
  } catch (error) {
    throw error instanceof TypeError ? new OfflineError() : error
  }
}

/** Sends a request with cookies and an optional JSON body; throws ApiError when not OK. */
export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const send = method === 'GET' || method === 'HEAD' ? fetch : sendWrite
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

/** The second read mode: a GET whose 401 answers null (e.g. the current user). */
export async function apiGetOrNull<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

/** True for the answers that mean "sign in first" (the UI shows a sign-in prompt). */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** POSTs a multipart form (a file upload) with cookies; throws ApiError when not OK. */
export async function apiPostForm<T = unknown>(url: string, form: FormData): Promise<T> {
  const response = await sendWrite(url, { method: 'POST', credentials: 'include', body: form })
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText)
  return (await response.json()) as T
}
