import { performance } from 'node:perf_hooks'
import { spawnServer, type RunningServer } from '../../tests/support/spawn-server'
import { readRssMb, waitUntilIdle } from './process-stats'

export type StartFigures = {
  /** From spawn to the server's "Firing is up" line. */
  upMs: number
  /** The server's own "ready in N ms" (from startApp, so without Node and tsx loading). */
  readyInMs: number | null
  firstRootMs: number
  /** When the server went quiet after that first page (the conditions refresh done), admin unused. */
  siteIdleMs: number | null
  /** RSS of the site instance then: no /admin request yet, so no Next unless preloaded. */
  rssSiteIdleMb: number | null
  /** First 2xx/3xx on /admin, redirect not followed, ms from that request (Next prepares then). */
  firstAdminMs: number
  /** The status of that answer (a redirect to the login screen when signed out). */
  adminStatus: number
  /** First 200 on /admin with the redirect followed, ms from the first /admin request. */
  adminLoginMs: number
  rssAtUpMb: number | null
  rssAfterPagesMb: number | null
  /** When the server's CPU went quiet after those pages (background work after start, e.g. the
   * conditions refresh, done); null when it did not within SETTLE_MAX_MS. */
  idleMs: number | null
  rssIdleMb: number | null
}

const POLL_TIMEOUT_MS = 120_000
const SETTLE_MAX_MS = Number(process.env.BENCH_SETTLE_MAX ?? 180) * 1000

/**
 * Spawns the real server on `dataDir` (embedded PostgreSQL in it) and times, from the spawn, its
 * "up" line and the first 200 on /; waits for it to go idle (the site instance's RSS), then times
 * the first answers on /admin from that request, and waits for idle again.
 */
export async function timeStart(
  dataDir: string,
): Promise<{ server: RunningServer } & StartFigures> {
  const spawnedAt = performance.now()
  // An empty DATABASE_URL keeps the embedded PostgreSQL even when the shell sets one.
  const server = await spawnServer({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    API_READ_LIMIT_PER_MINUTE: '0',
  })
  const since = () => Math.round(performance.now() - spawnedAt)
  const upMs = since()
  const rssAtUpMb = await readRssMb(server.child.pid)
  const readyIn = /ready in (\d+) ms/.exec(server.output())?.[1]
  await pollUntil(`${server.url}/`, 'follow', (status) => status === 200)
  const firstRootMs = since()
  const siteIdleAt = await waitUntilIdle(server.child.pid, SETTLE_MAX_MS)
  const rssSiteIdleMb = await readRssMb(server.child.pid)
  const adminAsked = performance.now()
  const sinceAdmin = () => Math.round(performance.now() - adminAsked)
  const adminStatus = await pollUntil(`${server.url}/admin`, 'manual', (s) => s >= 200 && s < 400)
  const firstAdminMs = sinceAdmin()
  await pollUntil(`${server.url}/admin`, 'follow', (status) => status === 200)
  const adminLoginMs = sinceAdmin()
  const rssAfterPagesMb = await readRssMb(server.child.pid)
  const idleAt = await waitUntilIdle(server.child.pid, SETTLE_MAX_MS)
  return {
    server,
    upMs,
    readyInMs: readyIn ? Number(readyIn) : null,
    firstRootMs,
    siteIdleMs: siteIdleAt === null ? null : Math.round(siteIdleAt - spawnedAt),
    rssSiteIdleMb,
    firstAdminMs,
    adminStatus,
    adminLoginMs,
    rssAtUpMb,
    rssAfterPagesMb,
    idleMs: idleAt === null ? null : Math.round(idleAt - spawnedAt),
    rssIdleMb: await readRssMb(server.child.pid),
  }
}

/** Times SIGTERM to exit (sockets, HTTP, the pool, then PostgreSQL). */
export async function timeStop(server: RunningServer): Promise<number> {
  const started = performance.now()
  await server.stop()
  return Math.round(performance.now() - started)
}

async function pollUntil(
  url: string,
  redirect: RequestRedirect,
  isDone: (status: number) => boolean,
): Promise<number> {
  const deadline = performance.now() + POLL_TIMEOUT_MS
  let last = 'no answer'
  while (performance.now() < deadline) {
    const response = await fetch(url, { redirect }).catch((error: unknown) => String(error))
    if (typeof response !== 'string') {
      await response.arrayBuffer() // read the whole page: the figure is "page served"
      if (isDone(response.status)) return response.status
      last = `status ${response.status}`
    } else last = response
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${url} not ready after ${POLL_TIMEOUT_MS} ms (${last})`)
}
