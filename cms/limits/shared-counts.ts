// Counters behind every rate limit and sign-in throttle, shared by all instances through
// PostgreSQL. Sign-in and write limits count exactly there, one statement per hit; the public read
// limit counts in memory and syncs in batches (batchedCounter, batched-counts.ts). The exact ones
// share one count (rate-limiter-flexible's RateLimiterPostgres on the app's database, table
// `rate_limits`, created at start like realtime's socket_io_attachments; the dev schema push
// leaves it alone through payload.config.ts's tablesFilter).
//
// Until the server has started the store (unit tests, scripts) the counts live in this process's
// memory. When PostgreSQL fails or is slow (the pool's 1 s connect and query timeouts), each
// counter falls back to an in-memory insurance counter of this process (fail-soft, never a 500 or
// a hang): limits then hold per instance until the database answers again.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible'
import { LIMITS_TABLE, syncBatch, Tallies, type Count } from './batched-counts'

export { LIMITS_TABLE, type Count }

// Counts compare against their own thresholds (the callers' rules), so the library's ceiling is
// only there to fit a PostgreSQL integer, blocked keys included.
const CEILING = 1_000_000_000

export type SharedCounter = {
  /** Adds one (or `points`) to the key's count, opening a window of `durationS` if none is open. */
  hit(key: string, points?: number): Promise<Count>
  /** The key's current count, or null when it has none (never counted, or its window ended). */
  peek(key: string): Promise<Count | null>
  /** Takes `points` back (a refund). */
  refund(key: string, points?: number): Promise<void>
  forget(key: string): Promise<void>
  /** Marks the key for `seconds` (a lock): peek answers it until then. */
  hold(key: string, seconds: number): Promise<void>
}

type Limiter = RateLimiterMemory | RateLimiterPostgres
type Registry = {
  pool?: pg.Pool
  memory: Map<string, RateLimiterMemory>
  stored: Map<string, RateLimiterPostgres>
  batches?: Map<string, Tallies>
}

// One registry per process: the server, the site's bundle and the admin's each load their own
// copy of this module, and all must count in the same place.
const global = globalThis as typeof globalThis & { __firingSharedCounts?: Registry }
const registry: Registry = (global.__firingSharedCounts ??= {
  memory: new Map(),
  stored: new Map(),
})

/**
 * Opens the store on the app's database (its own small pool, so a busy app pool never delays a
 * limit) and creates its table; from then on every counter of this process counts there.
 */
export async function startSharedCounts(databaseUrl: string): Promise<{ close(): Promise<void> }> {
  const pool = storePool(databaseUrl)
  await pool.query(`create table if not exists ${LIMITS_TABLE} (
    key varchar(255) primary key, points integer not null default 0, expire bigint)`)
  registry.stored.clear()
  registry.pool = pool
  let syncing: Promise<void> | null = null
  const sync = () => (syncing ??= syncBatches(pool).finally(() => (syncing = null)))
  const timer = setInterval(sync, syncIntervalMs())
  timer.unref()
  return {
    close: async () => {
      clearInterval(timer)
      await syncing
      await sync() // what this instance counted last still counts for the others
      if (registry.pool === pool) registry.pool = undefined
      registry.stored.clear()
      await pool.end()
    },
  }
}

/** How often the batched counters sync: LIMITS_SYNC_MS, 1 000 ms by default. */
export function syncIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.LIMITS_SYNC_MS)
  return Number.isFinite(value) && value >= 10 ? Math.floor(value) : 1000
}

/** One sync of every batched counter, one statement each; a failure keeps the hits for later. */
async function syncBatches(pool: pg.Pool): Promise<void> {
  for (const tallies of batches().values()) {
    const batch = tallies.take()
    try {
      tallies.settle(await syncBatch(pool, batch, tallies.windowMs))
    } catch {
      tallies.requeue()
    }
  }
}

function batches(): Map<string, Tallies> {
  return (registry.batches ??= new Map())
}

/**
 * A counter named `name` whose windows last `durationS` seconds, counted in this process's memory
 * (no I/O per hit) and synced with the other instances about every second (batched-counts.ts):
 * an address may pass the limit by what it sent the other instances since their last sync.
 */
export function batchedCounter(name: string, durationS: number): Pick<SharedCounter, 'hit'> {
  let tallies = batches().get(name)
  if (!tallies) {
    tallies = new Tallies(durationS * 1000)
    batches().set(name, tallies)
  }
  const counted = tallies
  return { hit: async (key, points = 1) => counted.hit(`${name}:${fit(key)}`, points) }
}

/** The store's own small pool: a second at most to connect or to answer, or the insurance counts. */
export function storePool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 1000,
    query_timeout: 1000,
  })
  // A lost connection is the insurance counters' business, not a crash.
  pool.on('error', () => {})
  return pool
}

/** A counter named `name` (its keys' prefix) whose windows last `durationS` seconds. */
export function sharedCounter(name: string, durationS: number): SharedCounter {
  const memory = () => {
    let found = registry.memory.get(name)
    if (!found) {
      found = new RateLimiterMemory({ keyPrefix: name, points: CEILING, duration: durationS })
      registry.memory.set(name, found)
    }
    return found
  }
  const limiter = (): Limiter => {
    const pool = registry.pool
    if (!pool) return memory()
    let found = registry.stored.get(name)
    if (!found) {
      found = postgresLimiter(pool, name, durationS, memory())
      registry.stored.set(name, found)
    }
    return found
  }
  return counterOn(limiter)
}

/** A counter on `pool` with its own insurance (tests of what happens when the store fails). */
export function storedCounter(pool: pg.Pool, name: string, durationS: number): SharedCounter {
  const insurance = new RateLimiterMemory({ keyPrefix: name, points: CEILING, duration: durationS })
  const limiter = postgresLimiter(pool, name, durationS, insurance)
  return counterOn(() => limiter)
}

function postgresLimiter(
  pool: pg.Pool,
  name: string,
  durationS: number,
  insurance: RateLimiterMemory,
): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: LIMITS_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points: CEILING,
    duration: durationS,
    insuranceLimiter: insurance,
  })
}

/** A counter of this process alone, in memory (unit tests of the rules built on counters). */
export function memoryCounter(name: string, durationS: number): SharedCounter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: CEILING, duration: durationS })
  return counterOn(() => limiter)
}

function counterOn(limiter: () => Limiter): SharedCounter {
  return {
    hit: async (key, points = 1) =>
      countOf(await limiter().consume(fit(key), points).catch(settled)),
    peek: async (key) => {
      const res = await limiter().get(fit(key))
      // The memory store answers a just-ended window until its timer removes it.
      if (!res || res.msBeforeNext <= 0) return null
      return countOf(res)
    },
    refund: async (key, points = 1) => {
      await limiter().reward(fit(key), points)
    },
    forget: async (key) => {
      await limiter().delete(fit(key))
    },
    hold: async (key, seconds) => {
      await limiter().block(fit(key), seconds)
    },
  }
}

/**
 * The key as stored: the table's keys are at most 255 characters, and a longer one (a typed email
 * of any length) would fail over to the per-instance insurance, so long keys count by their hash.
 */
function fit(key: string): string {
  return key.length <= 160 ? key : `#${createHash('sha256').update(key).digest('hex')}`
}

/** The library rejects with its result when a count passes its points; the count is what we want. */
function settled(reason: unknown): RateLimiterRes {
  if (reason instanceof Error) throw reason
  return reason as RateLimiterRes
}

function countOf(res: RateLimiterRes): Count {
  return { consumed: res.consumedPoints, msLeft: Math.max(0, res.msBeforeNext) }
}
