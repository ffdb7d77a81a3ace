// A local stand-in for every upstream the app calls, built on node:http alone. It adapts the
// recorded answers in ./recorded to the coordinates and dates asked for, logs every
// request, and can be told to misbehave per source so tests can watch the clients cope.
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { UpstreamSource } from '../config'
import { UPSTREAM_SOURCES } from '../config'
import { handleCoops } from './coops'
import { handleNdbc } from './ndbc'
import { handleNominatim } from './nominatim'
import { handleNws, problem } from './nws'
import { handleForecast, handleMarine } from './open-meteo'
import { samplesDir } from './samples'
import type { SampleContext, SampleReply } from './types'
import { jsonReply, textReply } from './types'
import { handleYouTube } from './youtube'

/**
 * http500: 500 · http429: 429 with Retry-After: 1 · timeout: never answers · malformed: a body
 * that does not parse · empty: the right shape with no data · down: the connection is destroyed.
 */
export type SampleFault = 'http500' | 'http429' | 'timeout' | 'malformed' | 'empty' | 'down'

export type SampleRequestRecord = {
  source: UpstreamSource | 'unknown'
  /** Path and query as received, e.g. '/nws/points/30,-85'. */
  path: string
  at: number
  userAgent: string | undefined
  /** Bytes of the answer's body, once sent (the bench adds them up per source). */
  bytes?: number
}

export type SampleServer = {
  url: string
  requests: SampleRequestRecord[]
  /** Sets (or with null clears) a fault; with `times`, it clears itself after that many requests. */
  setFault(source: UpstreamSource, fault: SampleFault | null, options?: { times?: number }): void
  close(): Promise<void>
}

export type SampleServerOptions = {
  port?: number
  host?: string
  faults?: Partial<Record<UpstreamSource, SampleFault>>
  samplesDir?: string
  now?: () => number
}

const HANDLERS: Record<UpstreamSource, (ctx: SampleContext) => SampleReply> = {
  'open-meteo-marine': handleMarine,
  'open-meteo-forecast': handleForecast,
  nws: handleNws,
  ndbc: handleNdbc,
  coops: handleCoops,
  nominatim: handleNominatim,
  youtube: handleYouTube,
}

// NWS rejects anonymous clients and Nominatim blocks stock library agents: so does the fake.
const NEEDS_USER_AGENT = new Set<UpstreamSource>(['nws', 'nominatim'])

type FaultEntry = { fault: SampleFault; remaining?: number }

type State = {
  faults: Map<UpstreamSource, FaultEntry>
  requests: SampleRequestRecord[]
  samplesDir: string
  now: () => number
  origin: string
}

/** Starts the sample server (recorded upstream answers); resolves once it listens. */
export async function startSampleServer(options: SampleServerOptions = {}): Promise<SampleServer> {
  const state: State = {
    faults: new Map(
      Object.entries(options.faults ?? {}).map(([s, fault]) => [s as UpstreamSource, { fault }]),
    ),
    requests: [],
    samplesDir: options.samplesDir ?? samplesDir(),
    now: options.now ?? Date.now,
    origin: '',
  }
  const server = createServer((req, res) => handle(state, req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const address = server.address() as AddressInfo
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  state.origin = `http://${host}:${address.port}`
  return {
    url: state.origin,
    requests: state.requests,
    setFault(source, fault, { times } = {}) {
      if (fault === null) state.faults.delete(source)
      else state.faults.set(source, { fault, remaining: times })
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Also ends the sockets held open by the 'timeout' fault.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function handle(state: State, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', state.origin)
  const [, first = ''] = url.pathname.split('/')
  const source = UPSTREAM_SOURCES.find((s) => s === first)
  const userAgent = req.headers['user-agent']
  const path = `${url.pathname}${url.search}`
  const record: SampleRequestRecord = {
    source: source ?? 'unknown',
    path,
    at: Date.now(),
    userAgent,
  }
  state.requests.push(record)
  res.on('finish', () => {
    record.bytes = sentBytes.get(res)
  })
  if (!source) return send(res, indexReply(url.pathname))
  const fault = takeFault(state, source)
  if (fault === 'timeout') return // Hold the socket open: the client must give up by itself.
  if (fault === 'down') return void req.socket.destroy()
  if (fault === 'http500') return send(res, textReply(500, 'Internal Server Error'))
  if (fault === 'http429') {
    return send(res, { ...textReply(429, 'Too Many Requests'), headers: { 'Retry-After': '1' } })
  }
  if (NEEDS_USER_AGENT.has(source) && isAnonymous(userAgent)) return send(res, forbidden(source))
  const ctx: SampleContext = {
    url,
    path: url.pathname.slice(first.length + 1) || '/',
    base: `${state.origin}/${source}`,
    headers: req.headers,
    now: state.now(),
    empty: fault === 'empty',
    samplesDir: state.samplesDir,
  }
  const reply = answer(source, ctx)
  send(res, fault === 'malformed' ? malform(reply) : reply)
}

function takeFault(state: State, source: UpstreamSource): SampleFault | undefined {
  const entry = state.faults.get(source)
  if (!entry) return undefined
  if (entry.remaining !== undefined && --entry.remaining <= 0) state.faults.delete(source)
  return entry.fault
}

function answer(source: UpstreamSource, ctx: SampleContext): SampleReply {
  try {
    return HANDLERS[source](ctx)
  } catch (error) {
    // A bug in the sample server must be loud in test output, not look like an upstream outage.
    console.error(`[sample-server] ${source} ${ctx.url.pathname} failed:`, error)
    return textReply(
      500,
      `sample-server bug: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Body bytes of each answer sent, for the request log. */
const sentBytes = new WeakMap<ServerResponse, number>()

function send(res: ServerResponse, reply: SampleReply): void {
  const bytes = Buffer.byteLength(reply.body)
  sentBytes.set(res, bytes)
  res.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Content-Length': bytes,
    ...reply.headers,
  })
  res.end(reply.body)
}

// Half a JSON document never parses; text sources get the HTML error page a proxy would send.
function malform(reply: SampleReply): SampleReply {
  if (reply.contentType.includes('json')) {
    return {
      ...reply,
      status: 200,
      body: reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2))),
    }
  }
  return textReply(200, '<html><body><h1>502 Bad Gateway</h1></body></html>', 'text/html')
}

function isAnonymous(userAgent: string | undefined): boolean {
  return !userAgent || /^(node|undici|node-fetch)(\/|$)/i.test(userAgent.trim())
}

function forbidden(source: UpstreamSource): SampleReply {
  if (source === 'nws') {
    return problem(
      403,
      'Forbidden',
      'A User-Agent header identifying your application is required',
      'Forbidden',
    )
  }
  return textReply(403, 'Access blocked: please identify your application in the User-Agent header')
}

function indexReply(pathname: string): SampleReply {
  if (pathname !== '/' && pathname !== '/health')
    return textReply(404, `No sample upstream at ${pathname}`)
  return jsonReply(200, { ok: true, sources: UPSTREAM_SOURCES.map((s) => `/${s}`) })
}
