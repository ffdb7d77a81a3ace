// The admin (Next) is the heaviest part of the process and most instances serve the site only:
// it is prepared on the first request that needs it (/admin, /cms-api, /_next), not at start,
// unless FIRING_PRELOAD_ADMIN=1. Requests that arrive while it prepares wait for the same
// preparation; a failed one answers 503 and the next request tries again.
import type { IncomingMessage, ServerResponse } from 'node:http'

export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown

export const ADMIN_UNAVAILABLE = 'The admin could not start. Try again in a moment.'

export type LazyHandler = {
  /** Prepares the handler now (FIRING_PRELOAD_ADMIN=1); rejects when preparing fails. */
  load: () => Promise<Handler>
  /** Answers through the handler, preparing it first when nobody has yet. */
  handle: Handler
}

/** Wraps `prepare` so it runs once, on first use, shared by concurrent callers, retried after a failure. */
export function lazyHandler(
  prepare: () => Promise<Handler>,
  onError: (error: unknown) => void,
): LazyHandler {
  let loading: Promise<Handler> | undefined
  const load = () => {
    loading ??= prepare().catch((error: unknown) => {
      loading = undefined // the next request tries again
      throw error
    })
    return loading
  }
  const handle: Handler = async (req, res) => {
    let handler: Handler
    try {
      handler = await load()
    } catch (error) {
      onError(error)
      return answerUnavailable(req, res)
    }
    return handler(req, res)
  }
  return { load, handle }
}

/** Whether the admin is prepared at start rather than on its first request. */
export function preloadsAdmin(
  env: Readonly<Record<string, string | undefined>> = process.env,
): boolean {
  return env.FIRING_PRELOAD_ADMIN === '1'
}

/**
 * Runs `work` and takes off the SIGINT/SIGTERM listeners it added: the process owns its shutdown
 * (server.ts), and what loads later than server.ts's own clean-up must not stop it first.
 */
export async function withoutNewSignalListeners<T>(work: () => Promise<T>): Promise<T> {
  const signals = ['SIGINT', 'SIGTERM'] as const
  const before = new Map(signals.map((s) => [s, process.listeners(s)]))
  try {
    return await work()
  } finally {
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.includes(listener)) process.off(signal, listener)
      }
    }
  }
}

function answerUnavailable(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return void res.end()
  const wantsHtml = String(req.headers.accept ?? '').includes('text/html')
  res.writeHead(503, {
    'content-type': wantsHtml ? 'text/html; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
    'retry-after': '5',
  })
  res.end(
    wantsHtml
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Firing admin</title></head><body><main><h1>Service unavailable</h1><p role="alert">${ADMIN_UNAVAILABLE}</p></main></body></html>`
      : JSON.stringify({ message: ADMIN_UNAVAILABLE }),
  )
}
