import compression from 'compression'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { answerOneClickUnsubscribe, isOneClickUnsubscribe } from '../cms/alerts/one-click'
import { PEER_ADDRESS_HEADER } from '../cms/auth/client-address'
import { notifyListeners, registerPublisher } from '../cms/events/bus'
import { stopBatchWorker } from '../cms/conditions/ingest/batches'
import { releaseJobsLeader } from '../cms/jobs/run-once'
import { ensureFeedCounts } from '../cms/feed/counts'
import { startFeedCatchUp } from '../cms/feed/catch-up'
import { ensureBuoyForecasts } from '../cms/conditions/accuracy/buoys'
import { startSharedCounts } from '../cms/limits/shared-counts'
import { createRealtime, type Realtime } from '../realtime/server'
import { serveCachedAnswer } from '../site/lib/server-only/cache/answers'
import {
  isDatabaseDown,
  isDatabaseReachable,
  startDatabaseMonitor,
} from '../cms/outage/database-health'
import { clientsClosed, poolLimits } from '../cms/outage/pool-limits'
import { answerAdminOutage } from './admin-outage'
import { answerDuringOutage } from './outage-gate'
import type { AppConfig } from './config'
import { startDatabase, withStartupLock } from './database'
import { type Handler, lazyHandler, preloadsAdmin, withoutNewSignalListeners } from './lazy-admin'
import { refuseWrite, trustListeningOrigins } from './origin-gate'
import { BUILT, SOURCES } from './runtime-paths'
import { createSecurityHeaders, securityOptions } from './security-headers'
import { addSessionHint } from './session-hint'
import { createStaticHandler } from './static-files'

export type App = {
  url: string
  port: number
  payload: Payload
  realtime: Realtime
  close: () => Promise<void>
}

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: unknown,
  locals?: object,
) => unknown

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
  log(`uploads: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : process.env.MEDIA_DIR}`)

  // Instances started together on one empty database take turns to migrate and seed.
  const { payload, sharedCounts } = await withStartupLock(database.url, async () => {
    log(
      'starting Payload: migrations, then the seed (on a first start it creates the spots and their images)',
    )
    const payload = await initPayload()
    // An idle client losing its server (a restart, a failover) must not take the process down.
    payload.db.pool.on('error', (error) =>
      payload.logger.warn({ err: error, msg: 'database pool' }),
    )
    // Rate limits and sign-in throttles count in PostgreSQL, shared by every instance (its table is
    // created on start: under the lock, as two CREATE TABLE IF NOT EXISTS can collide).
    const sharedCounts = await startSharedCounts(database.url)
    // Each post's like and comment counts, kept by triggers (cms/feed/counts.ts).
    const { counted } = await ensureFeedCounts(payload.db.pool)
    if (counted) log('feed: like and comment counters installed, every post counted')
    // The buoy verification's forecasts (a plain table, cms/conditions/accuracy/buoys.ts).
    await ensureBuoyForecasts(payload.db.pool)
    const { seedDatabase } = await import('../cms/seed')
    await seedDatabase(payload, { ...config, prebuiltImages: BUILT.seedImages })
    // libvips' operation cache (up to 50 MB) holds what the seed's images left; uploads are each
    // new images it would not reuse. Off: 30–50 MB less RSS idle after a cold start (bench/README.md).
    sharp.cache(false)
    return { payload, sharedCounts }
  })
  // Whether PostgreSQL answers, known without waiting: requests meet an outage at the door.
  const monitor = startDatabaseMonitor(database.url, log)
  const admin = lazyHandler(
    () => startNext(config, log),
    (error) => payload.logger.error({ err: error, msg: 'admin (Next) failed to start' }),
  )
  if (preloadsAdmin()) await admin.load()
  else log('admin (Next) loads on the first /admin request (FIRING_PRELOAD_ADMIN=1 loads it now)')
  const astroHandler = await loadAstro()
  const serveStatic = await createStaticHandler(BUILT.astroClient)

  const compress = createCompressor()
  const secure = createSecurityHeaders(securityOptions(NEXT_PREFIXES))
  const server = createServer((req, res) => {
    // Payload's hooks see only headers: the socket's address goes in one a client cannot forge.
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? ''
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    secure(req, res, pathname) // CSP (the admin's with a nonce), framing, nosniff: on every answer
    addSessionHint(req, res, payload.config.cookiePrefix) // beside the session cookie (session-hint.ts)
    // Signed out and from no origin (RFC 8058): the signed token is its authority, not a session.
    if (isOneClickUnsubscribe(req, pathname)) return answerOneClickUnsubscribe(req, res, payload)
    if (refuseWrite(req, res)) return // cross-site writes, on every path (origin-gate.ts)
    if (pathname === '/healthz') return healthz(payload, res)
    if (NEXT_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      // While the database is known down: the admin's pages say so in HTML (admin-outage.ts),
      // its API and assets answer as everything else does.
      if (isDatabaseDown() && !pathname.startsWith('/admin') && answerDuringOutage(req, res)) return
      // Next compresses its own answers; the admin answers 503 while the database is down.
      return answerAdminOutage(req, res, payload).then((done) => done || admin.handle(req, res))
    }
    const rest = () =>
      compress(req, res, () => {
        if (serveStatic(req, res, pathname)) return
        // PostgreSQL known down: a saved copy or 503 at once (outage-gate.ts).
        if (isDatabaseDown() && answerDuringOutage(req, res)) return
        return astroHandler(req, res, undefined, { payload })
      })
    // While the database is down every answer goes through the outage gate, which says it is stale.
    if (isDatabaseDown()) return rest()
    // Anonymous repeats of a conditions answer, straight from memory (site/lib/server-only/cache),
    // before the compressor: a kept answer is gzipped once, not on every request.
    void serveCachedAnswer(req, res)
      .catch(() => false)
      .then((served) => served || rest())
  })
  // The bus (cms/events/bus.ts): a hook's publish() goes out on the socket, and what another
  // instance published reaches this one's listeners (the caches).
  const realtime = await createRealtime(server, {
    payload,
    adapter: config.realtimeAdapter,
    databaseUrl: database.url,
    onPeerEvent: notifyListeners,
    poolOptions: poolLimits(),
    log,
  })
  registerPublisher(realtime.publish)
  // Several instances: a post whose instance died between its commit and its announcement still
  // reaches every browser (cms/feed/catch-up.ts); one instance's own browsers reconnect and refetch.
  const stopCatchUp =
    config.realtimeAdapter === 'postgres'
      ? startFeedCatchUp(payload, (event, body) => {
          realtime.publishLocal(event, body)
          notifyListeners(event, body)
        })
      : () => {}
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://localhost:${port}`
  trustListeningOrigins(payload.config, port)
  log(`Firing is up at ${url} (ready in ${Date.now() - started} ms)`)
  // Conditions refresh in the background: sample data possible, stale or missing data refetched.
  const { startConditions } = await import('../cms/conditions/ingest/startup')
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
        await stopBatchWorker() // the batch in hand finishes; the rest go to other instances
      })
      registerPublisher(undefined)
      stopCatchUp()
      await step('sockets and HTTP', () => drainHttp(server, realtime, log))
      await step('shared limits', () => sharedCounts.close())
      await step('database monitor', () => monitor.close())
      // End Payload's pool before PostgreSQL stops, or the pool throws 57P01.
      await step('database pool', () => endPool(payload))
      await step('PostgreSQL', () => database.stop())
    },
  }
}

/** How long requests in flight may take to finish once the server stops (then they are cut). */
const DRAIN_DEADLINE_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 10_000)

/**
 * Stops accepting connections, disconnects the live sockets, and waits for the requests in flight
 * to be answered (an upload, a slow client) for at most DRAIN_DEADLINE_MS; whoever is still
 * connected then is cut. Only then may the pool and PostgreSQL go (docs/faults.md).
 */
async function drainHttp(server: Server, realtime: Realtime, log: (m: string) => void) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  // A keep-alive connection becomes idle once its last answer is sent: close it then.
  const idle = setInterval(() => server.closeIdleConnections(), 100)
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<'cut'>((resolve) => {
    timer = setTimeout(() => resolve('cut'), DRAIN_DEADLINE_MS)
  })
  try {
    // Socket.IO's close() disconnects its clients, then waits for the HTTP server's 'close' too.
    const done = Promise.all([closed, realtime.close()])
    server.closeIdleConnections()
    if ((await Promise.race([done, deadline])) === 'cut') {
      log(`cutting the connections still open after ${DRAIN_DEADLINE_MS} ms`)
      server.closeAllConnections()
      await done
    }
  } finally {
    clearInterval(idle)
    clearTimeout(timer)
  }
}

/**
 * Ends Payload's pool before PostgreSQL stops, or its clients throw 57P01. The
 * postgres adapter keeps one client checked out for its whole life to watch for resets, so
 * pool.end() never settles: idle clients are closed, and that one is left to its own listener.
 * Once an outage has taken that client away, pool.end() settles at once, before the idle
 * clients' connections are closed: those are waited for too (clientsClosed).
 */
async function endPool(payload: Payload): Promise<void> {
  const pool = payload.db.pool
  const closed = Promise.all([pool.end(), clientsClosed()])
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 500))])
}

async function initPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('../payload.config')
  // cron: true starts the jobs autoRun (the hourly conditions refresh) in this process.
  return getPayload({ config, cron: true })
}

async function startNext(config: AppConfig, log: typeof console.log): Promise<Handler> {
  const started = Date.now()
  const handler = await withoutNewSignalListeners(async () => {
    const { default: next } = await import('next')
    const app = next({
      dev: process.env.NODE_ENV === 'development',
      dir: SOURCES.adminDir,
      hostname: 'localhost',
      port: config.port,
    })
    await app.prepare()
    return app.getRequestHandler()
  })
  log(`admin (Next) ready in ${Date.now() - started} ms`)
  return handler
}

async function loadAstro(): Promise<AstroHandler> {
  const entry = pathToFileURL(BUILT.astroEntry).href
  const mod = (await import(entry)) as { handler: AstroHandler }
  return mod.handler
}

/** 200 while PostgreSQL answers, 503 otherwise: the probe's wait is bounded (database-health.ts). */
async function healthz(payload: Payload, res: ServerResponse): Promise<void> {
  const up = await isDatabaseReachable(payload)
  res.writeHead(up ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify({ status: up ? 'ok' : 'database unavailable' }))
}

/**
 * gzip/brotli for the site's pages, JSON and scripts when the browser asks for it: home's HTML
 * is ~470 KB raw and ~30 KB compressed. Media (already compressed, often ranged) is left alone,
 * and so is anything under 1 KB that names its length (the API's JSON does:
 * site/lib/server-only/api/responses.ts; Astro sends headers first, so an answer without a
 * Content-Length is compressed whatever its size).
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
