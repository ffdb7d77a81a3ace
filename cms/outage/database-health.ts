// Whether PostgreSQL answers, known without waiting (docs/faults.md). The server starts a monitor
// that runs `select 1` on a connection of its own every PROBE_EVERY_MS, so a busy pool never makes
// it late and a frozen database is known within PROBE_TIMEOUT_MS of its last answer. While it is
// down, requests are answered before they touch the pool (server/outage-gate.ts), the pool's
// connections are cut so nothing waits out a query timeout (pool-limits.ts), and whoever answers
// an error asks here first, so an outage answers 503 with one message on every path (the site's
// /api, Payload's REST API, the admin). The state lives on globalThis: the server, the site's
// bundle and the admin each load their own copy of this module.
import pg from 'pg'
import type { Payload } from 'payload'

/** What every path answers while PostgreSQL cannot be reached. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.'

/** A database that does not answer `select 1` in this time is down for us. */
export const PROBE_TIMEOUT_MS = 600
/** How often the monitor probes: a silent database is known down within this plus the timeout. */
export const PROBE_EVERY_MS = 250
/** A probe's timer this late means this process was busy, not the database silent. */
const LATE_MS = 100

type Monitor = {
  url: string
  down: boolean
  client?: pg.Client
  probing?: Promise<boolean>
  timer?: NodeJS.Timeout
  log: (message: string) => void
}
type Health = { monitor?: Monitor; onDown: Set<() => void> }

const registry = globalThis as typeof globalThis & { __firingDatabaseHealth?: Health }
const health: Health = (registry.__firingDatabaseHealth ??= { onDown: new Set() })

/** Starts probing `databaseUrl` in the background; close() stops it. */
export function startDatabaseMonitor(
  databaseUrl: string,
  log: (message: string) => void = () => {},
): { close: () => Promise<void> } {
  const monitor: Monitor = { url: databaseUrl, down: false, log }
  health.monitor = monitor
  monitor.timer = setInterval(() => void probe(monitor), PROBE_EVERY_MS)
  monitor.timer.unref()
  return {
    close: async () => {
      clearInterval(monitor.timer)
      await monitor.probing
      if (health.monitor === monitor) health.monitor = undefined
      dropClient(monitor)
    },
  }
}

/** The last probe's verdict, without waiting: true once PostgreSQL stopped answering. */
export function isDatabaseDown(): boolean {
  return health.monitor?.down === true
}

/** Calls `listener` each time the monitor finds the database down; answers the unsubscribe. */
export function onDatabaseDown(listener: () => void): () => void {
  health.onDown.add(listener)
  return () => health.onDown.delete(listener)
}

/**
 * Whether PostgreSQL answers a trivial query now: false at once while it is known down, else a
 * fresh probe (shared by everyone asking meanwhile) of at most PROBE_TIMEOUT_MS. Without a
 * monitor (scripts, tests of one part) it asks through Payload's pool.
 */
export async function isDatabaseReachable(payload: Payload): Promise<boolean> {
  const monitor = health.monitor
  if (!monitor) {
    return (await answersInTime(() => payload.db.drizzle.execute('select 1'))) === 'answered'
  }
  if (monitor.down) return false
  return probe(monitor)
}

/** The JSON answer for an outage, never kept by any cache. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { message: DATABASE_UNAVAILABLE, errors: [{ message: DATABASE_UNAVAILABLE }] },
    { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': '5' } },
  )
}

function probe(monitor: Monitor): Promise<boolean> {
  monitor.probing ??= probeOnce(monitor)
    .then((up) => {
      setState(monitor, up)
      return up
    })
    .finally(() => (monitor.probing = undefined))
  return monitor.probing
}

async function probeOnce(monitor: Monitor): Promise<boolean> {
  const connecting = !monitor.client
  const verdict = await answersInTime(async () => {
    if (!monitor.client) {
      // answersInTime() judges the wait; pg's own connect timer would not allow for a busy loop.
      const client = new pg.Client({ connectionString: monitor.url, keepAlive: true })
      // A lost connection is this probe's answer, never a crash: the next probe opens another.
      client.on('error', () => dropClient(monitor, client))
      monitor.client = client
      await client.connect()
    }
    await monitor.client.query('select 1')
  })
  if (verdict === 'answered') return true
  dropClient(monitor)
  // A refusal or a lost connection says down, and so does silence on an open connection. A new
  // connection that is slow says nothing new: its handshake waits on this process's thread pool
  // too (SCRAM), which uploads and password hashing can keep busy for a while.
  return verdict === 'silent' && connecting ? !monitor.down : false
}

function setState(monitor: Monitor, up: boolean): void {
  if (up === !monitor.down) return
  monitor.down = !up
  monitor.log(
    up
      ? 'database: answering again'
      : 'database: not answering; answering from saved copies or 503 until it is back',
  )
  if (!up) for (const listener of health.onDown) listener()
}

type Verdict = 'answered' | 'failed' | 'silent'

/**
 * Whether `work` settles in PROBE_TIMEOUT_MS of this process's attention. A timer that fires late
 * means the event loop was busy elsewhere (a starved CPU, a module loading for seconds): the
 * database had no fair chance, so the wait starts again. When the timer fires on time, the verdict
 * still waits one turn of the loop (setImmediate runs after I/O), so an answer already received
 * counts: only silence is 'silent'.
 */
function answersInTime(work: () => Promise<unknown>): Promise<Verdict> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined
    let settled = false
    const settle = (verdict: Verdict) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(verdict)
    }
    const wait = () => {
      const due = Date.now() + PROBE_TIMEOUT_MS
      timer = setTimeout(() => {
        if (Date.now() - due > LATE_MS) return wait()
        setImmediate(() => settle('silent'))
      }, PROBE_TIMEOUT_MS)
    }
    wait()
    work().then(
      () => settle('answered'),
      () => settle('failed'),
    )
  })
}

/** Cuts the probe's connection (a frozen server never answers a polite goodbye). */
function dropClient(monitor: Monitor, client = monitor.client): void {
  if (!client) return
  if (monitor.client === client) monitor.client = undefined
  cutConnection(client)
}

/**
 * Closes a pg client's socket at once (a frozen server never answers a polite goodbye): whatever
 * waits on it fails, and the client emits 'error' as for any lost connection, so a pool drops it.
 */
export function cutConnection(client: pg.Client): void {
  const stream = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection
    ?.stream
  stream?.destroy()
}
