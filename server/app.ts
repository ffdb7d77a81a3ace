import compression from 'compression'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'
import { answerOneClickUnsubscribe, isOneClickUnsubscribe } from '../cms/alerts/one-click'
import { PEER_ADDRESS_HEADER } from '../cms/auth/client-address'
import { notifyListeners, registerPublisher } from '../cms/events/bus'
import { releaseJobsLeader } from '../cms/jobs/run-once'
import { startSharedCounts } from '../cms/limits/shared-counts'
import { createRealtime, type Realtime } from '../realtime/server'
import { serveCachedAnswer } from '../site/lib/server-only/cache/answers'
import { answerAdminOutage } from './admin-outage'
import type { AppConfig } from './config'
import { startDatabase } from './database'
import { refuseWrite, trustListeningOrigins } from './origin-gate'
import { createSecurityHeaders, securityOptions } from './security-headers'
import { createStaticHandler } from './static-files'

export type App = {
  url: string
  port: number
  payload: Payload
  realtime: Realtime
  close: () => Promise<void>
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown
type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: unknown,
  locals?: object,
) => unknown

const ROOT = path.resolve(import.meta.dirname, '..')
const NEXT_PREFIXES = ['/admin', '/cms-api', '/_next']

/** Starts everything on one port: database, Payload, the admin (Next), the site (Astro), sockets. */
export async function startApp(config: AppConfig, log = console.log): Promise<App> {
  const started = Date.now()
  const database = await startDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'postgres'),
    log,
  })
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET = config.payloadSecret
  process.env.MEDIA_DIR ??= path.join(config.dataDir, 'media')

  const payload = await initPayload()
  // An idle client losing its server (a restart, a failover) must not take the process down.
  payload.db.pool.on('error', (error) => payload.logger.warn({ err: error, msg: 'database pool' }))
  // Rate limits and sign-in throttles count in PostgreSQL, shared by every instance.
  const sharedCounts = await startSharedCounts(database.url)
  const { seedDatabase } = await import('../cms/seed')
  await seedDatabase(payload, config)
  const nextHandler = await startNext(config)
  const astroHandler = await loadAstro()
  const serveStatic = await createStaticHandler(path.join(ROOT, 'dist/client'))

  const compress = createCompressor()
  const secure = createSecurityHeaders(securityOptions(NEXT_PREFIXES))
  const server = createServer((req, res) => {
    // Payload's hooks see only headers: the socket's address goes in one a client cannot forge.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    secure(req, res, pathname) // CSP (the admin's with a nonce), framing, nosniff: on every answer
    // Signed out and from no origin (RFC 8058): the signed token is its authority, not a session.
    if (isOneClickUnsubscribe(req, pathname)) return answerOneClickUnsubscribe(req, res, payload)
    if (refuseWrite(req, res)) return // cross-site writes, on every path (origin-gate.ts)
    if (pathname === '/healthz') return healthz(payload, res)
    if (NEXT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      // Next compresses its own answers; the admin answers 503 while the database is down.
      return answerAdminOutage(req, res, payload).then((done) => done || nextHandler(req, res))
    }
    compress(req, res, () => {
      if (serveStatic(req, res, pathname)) return
      // Anonymous repeats of a conditions answer, straight from memory (site/lib/server-only/cache).
      return serveCachedAnswer(req, res)
        .catch(() => false)
        .then((served) => served || astroHandler(req, res, undefined, { payload }))
    })
  })
  // The bus (cms/events/bus.ts): a hook's publish() goes out on the socket, and what another
  // instance published reaches this one's listeners (the caches).
  const realtime = await createRealtime(server, {
    payload,
    adapter: config.realtimeAdapter,
    databaseUrl: database.url,
    onPeerEvent: notifyListeners,
  })
  registerPublisher(realtime.publish)
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://localhost:${port}`
  trustListeningOrigins(payload.config, port)
  log(`Firing is up at ${url} (ready in ${Date.now() - started} ms)`)
  // Conditions refresh in the background: sample data possible, stale or missing data refetched.
  const { startConditions } = await import('../cms/ingest/startup')
  startConditions(payload)

  return {
    url,
    port,
    payload,
    realtime,
    close: async () => {
      const step = async (name: string, work: () => Promise<unknown>) => {
        const t = Date.now()
        await work()
        log(`closed ${name} in ${Date.now() - t} ms`)
      }
      // No new job may start while the pool goes away (the hourly conditions refresh).
      await step('job crons', async () => {
        await Promise.all(payload.crons.splice(0).map((cron) => cron.stop()))
        await releaseJobsLeader() // another instance runs the jobs from its next tick
      })
      // io.close() also closes the HTTP server; drop idle keep-alive sockets so it can finish.
      server.closeIdleConnections()
      registerPublisher(undefined)
      await step('sockets and HTTP', () => realtime.close())
      await step('shared limits', () => sharedCounts.close())
      // End Payload's pool before PostgreSQL stops, or the pool throws 57P01 (DESIGN §6.8).
      await step('database pool', () => endPool(payload))
      await step('PostgreSQL', () => database.stop())
    },
  }
}

/**
 * Ends Payload's pool before PostgreSQL stops, or its clients throw 57P01 (DESIGN §6.8). The
 * postgres adapter keeps one client checked out for its whole life to watch for resets, so
 * pool.end() never settles: idle clients are closed, and that one is left to its own listener.
 */
async function endPool(payload: Payload): Promise<void> {
  const pool = payload.db.pool
  await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 500))])
}

async function initPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  // cron: true starts the jobs autoRun (the hourly conditions refresh) in this process.
  return getPayload({ config, cron: true })
}

async function startNext(config: AppConfig): Promise<Handler> {
  const { default: next } = await import('next')
  const app = next({
    dev: process.env.NODE_ENV === 'development',
    dir: path.join(ROOT, 'cms'),
    hostname: 'localhost',
    port: config.port,
  })
  await app.prepare()
  return app.getRequestHandler()
}

async function loadAstro(): Promise<AstroHandler> {
  const entry = pathToFileURL(path.join(ROOT, 'dist/server/entry.mjs')).href
  const mod = (await import(entry)) as { handler: AstroHandler }
  return mod.handler
}

async function healthz(payload: Payload, res: ServerResponse): Promise<void> {
  try {
    await payload.db.drizzle.execute('select 1')
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ status: 'ok' }))
  } catch {
    res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(JSON.stringify({ status: 'database unavailable' }))
  }
}

/**
 * gzip/brotli for the site's pages, JSON and scripts when the browser asks for it: home's HTML
 * is ~470 KB raw and ~30 KB compressed. Media (already compressed, often ranged) is left alone,
 * and so is anything under 1 KB.
 */
function createCompressor() {
  const middleware = compression({
    threshold: 1024,
    filter: (req, res) => {
      const type = String(res.getHeader('content-type') ?? '')
      const media =
        type.startsWith('video/') || (type.startsWith('image/') && !type.includes('svg'))
      if (media || res.getHeader('content-range')) return false
      return compression.filter(req, res)
    },
  })
  return (req: IncomingMessage, res: ServerResponse, next: () => unknown) =>
    middleware(req as never, res as never, () => void next())
}
