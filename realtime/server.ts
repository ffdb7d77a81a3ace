import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/postgres-adapter'
import type { Payload } from 'payload'
import pg from 'pg'
import { Server } from 'socket.io'
import type {
  BroadcastEvent,
  BroadcastPayload,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../shared/contracts/socket-events'
import { userFromHandshake, type SocketUser } from './handshake'

export type SocketData = { user: SocketUser | null }

/** Between instances (through the shared adapter): every broadcast, for their page caches. */
type ServerSideEvents = { 'firing:event': (event: BroadcastEvent, payload: unknown) => void }

export type Realtime = {
  io: Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents, SocketData>
  /** Sends an event to every connected browser, on every instance when the adapter is shared. */
  publish: <E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>) => void
  /** Sends an event to this instance's browsers only (cms/feed/catch-up.ts). */
  publishLocal: <E extends BroadcastEvent>(event: E, payload: BroadcastPayload<E>) => void
  close: () => Promise<void>
}

type Options = {
  payload: Payload
  /** 'postgres' shares events across instances through LISTEN/NOTIFY on this database. */
  adapter: 'memory' | 'postgres'
  databaseUrl: string
  /** Hears every broadcast another instance published (through the shared adapter). */
  onPeerEvent: (event: BroadcastEvent, payload: unknown) => void
  /** The shared adapter's pool settings (the app's bounded waits: cms/outage/pool-limits.ts). */
  poolOptions?: pg.PoolConfig
  log?: (message: string) => void
}

/** Attaches Socket.IO at /socket.io to the app's HTTP server. */
export async function createRealtime(server: HttpServer, options: Options): Promise<Realtime> {
  const io: Realtime['io'] = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    // Same-origin browsers only: the site and the socket share one origin.
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers)),
  })
  const pool = options.adapter === 'postgres' ? await sharedAdapterPool(options) : null
  if (pool) io.adapter(createAdapter(pool))

  io.use(async (socket, next) => {
    socket.data.user = await userFromHandshake(options.payload, socket.handshake.headers)
    next()
  })
  io.on('connection', (socket) => {
    const user = socket.data.user
    socket.emit('session:ready', { signedIn: user !== null, userId: user?.id ?? null })
  })

  const publish: Realtime['publish'] = (event, payload) => {
    ;(io.emit as (e: string, p: unknown) => boolean)(event, payload)
    // Other instances' caches hear it through the shared adapter too (no-op in memory mode).
    if (pool) io.serverSideEmit('firing:event', event, payload)
  }
  io.on('firing:event', (event, payload) => options.onPeerEvent(event, payload))
  const publishLocal: Realtime['publishLocal'] = (event, payload) => {
    ;(io.local.emit as (e: string, p: unknown) => boolean)(event, payload)
  }
  return {
    io,
    publish,
    publishLocal,
    close: async () => {
      await io.close()
      await pool?.end()
    },
  }
}

async function sharedAdapterPool(options: Options): Promise<pg.Pool> {
  const log = options.log ?? (() => {})
  const pool = new AdapterPool(
    { ...options.poolOptions, connectionString: options.databaseUrl, max: 4 },
    log,
  )
  // An idle connection lost with its server (a restart, a failover) is dropped, never thrown.
  pool.on('error', (error) => log(`realtime: idle connection lost (${error.message})`))
  // The adapter keeps payloads too big for NOTIFY in this table.
  await pool.query(`create table if not exists socket_io_attachments (
    id bigserial unique, created_at timestamptz default now(), payload bytea)`)
  return pool
}

/** Backoff between attempts to get the listening connection back: 0.5 s doubling to 8 s. */
const LISTEN_RETRY_MS = { first: 500, max: 8_000 }

/**
 * The shared adapter's pool. @socket.io/postgres-adapter checks one client out for LISTEN and
 * keeps it (pool.connect() without a callback, the only such call; queries pass a callback):
 * - that client gets an 'error' listener (a checked-out client has none of the pool's, and an
 *   unhandled 'error', "terminating connection due to unexpected postmaster exit", would end the
 *   process); the client is handed back broken, so the pool drops it;
 * - the adapter asks again 1–3 s after it ends; that ask waits here, retrying with backoff, until
 *   PostgreSQL answers, so the adapter always gets a client and LISTENs again.
 */
class AdapterPool extends pg.Pool {
  private listening = 0

  constructor(
    config: pg.PoolConfig,
    private readonly log: (message: string) => void,
  ) {
    super(config)
  }

  override connect(): Promise<pg.PoolClient>
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback)
    return this.listenClient()
  }

  private async listenClient(): Promise<pg.PoolClient> {
    for (let attempt = 0; ; attempt++) {
      // Closing: the adapter's pending ask is dropped (a promise that never settles holds nothing).
      if (this.ending) return new Promise(() => {})
      try {
        const client = await super.connect()
        let released = false
        const handBack = (error: Error) => {
          if (released) return
          released = true
          try {
            client.release(error) // broken: the pool drops it
          } catch {
            // the adapter handed it back already (it is closing)
          }
        }
        client.on('error', (error) => {
          this.log(`realtime: the listening connection was lost (${error.message}); reconnecting`)
          handBack(error)
        })
        client.once('end', () => handBack(new Error('the listening connection ended')))
        this.listening++
        if (this.listening > 1) this.log('realtime: listening to the other instances again')
        return client
      } catch {
        const delay = Math.min(LISTEN_RETRY_MS.first * 2 ** attempt, LISTEN_RETRY_MS.max)
        await new Promise((resolve) => setTimeout(resolve, delay).unref())
      }
    }
  }
}

function isSameOrigin(headers: Record<string, string | string[] | undefined>): boolean {
  const origin = headers.origin
  if (typeof origin !== 'string') return true // non-browser clients (tests, server-to-server)
  try {
    return new URL(origin).host === headers.host
  } catch {
    return false
  }
}
