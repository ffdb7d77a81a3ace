// How long anything may wait on PostgreSQL (docs/faults.md). A connection that does not open in
// DB_CONNECT_TIMEOUT_MS means the database is gone: the request fails and answers 503. Not less
// than a few seconds: on a starved CPU the handshake's answers wait in the event loop, and 1.5 s
// failed healthy connections under the mixed-load bench. A place in the pool's queue is another
// matter: under a burst, requests wait their turn behind healthy queries, so that wait
// (DB_POOL_WAIT_MS) is longer; pg-pool would use one setting for both.
//
// Those bounds are for a database that is slow. One that has stopped answering is known to the
// health monitor (database-health.ts) within a second or so: then every connection of the pool is
// cut (whatever waits on one fails at once) and no new one is tried until the monitor sees it back.
import pg from 'pg'
import { cutConnection, isDatabaseDown, onDatabaseDown } from './database-health'

/** Every open client of the pools built on poolLimits(), to cut when the database is down. */
const live = new Set<pg.Client>()
onDatabaseDown(() => {
  for (const client of live) cutConnection(client)
})

/**
 * Resolves once every client of these pools open now has closed its connection (a pool's end()
 * resolves as soon as it has asked them to: stopping PostgreSQL before they are closed makes
 * them fail with 57P01). A client that never ends (one still lent) keeps it pending.
 */
export function clientsClosed(): Promise<void> {
  return Promise.all([...live].map((client) => new Promise((r) => client.once('end', r)))).then(
    () => undefined,
  )
}

type Release = (err?: Error | boolean) => void

/**
 * A client that loses its connection while checked out goes back to its pool, broken, so the pool
 * drops it: a holder that never releases (Payload keeps one client for its whole life to watch for
 * resets, the realtime adapter one for LISTEN) would otherwise keep a place of the pool per
 * outage. pg-pool lends a client by setting `client.release`; this keeps that function and
 * answers one that hands the client back once, whoever calls it first (later calls do nothing).
 */
function handBackWhenLost(client: pg.Client): void {
  let lent: Release | undefined
  const release: Release = (err) => {
    const back = lent
    lent = undefined
    back?.(err)
  }
  Object.defineProperty(client, 'release', {
    configurable: true,
    get: () => release,
    set: (fn: Release) => (lent = fn),
  })
  client.once('end', () => release(new Error('the connection ended while lent')))
}

export function poolLimits(env: NodeJS.ProcessEnv = process.env) {
  const connectMs = Number(env.DB_CONNECT_TIMEOUT_MS ?? 5_000)
  class BoundedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs })
      live.add(this)
      this.once('end', () => live.delete(this))
      // A checked-out client has no listener of the pool's: a connection lost between two of
      // its holder's queries must not be an unhandled 'error' (the holder's next query fails).
      this.on('error', () => {})
      handBackWhenLost(this)
    }

    // pg-pool connects with a callback; a caller of its own may await the promise.
    override connect(): Promise<pg.Client>
    override connect(callback: (err: Error) => void): void
    override connect(callback?: (err: Error) => void): Promise<pg.Client> | void {
      if (!isDatabaseDown()) return callback ? super.connect(callback) : super.connect()
      live.delete(this)
      const error = new Error('the database is not answering (health monitor)')
      if (!callback) return Promise.reject(error)
      process.nextTick(() => callback(error))
    }
  }
  return {
    // The postgres adapter types its pool with its own copy of @types/pg: the same class.
    Client: BoundedClient as unknown as undefined,
    connectionTimeoutMillis: Number(env.DB_POOL_WAIT_MS ?? 10_000),
    query_timeout: Number(env.DB_QUERY_TIMEOUT_MS ?? 10_000),
    keepAlive: true,
  }
}
