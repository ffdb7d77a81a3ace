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
  close: () => Promise<void>
}

type Options = {
  payload: Payload
  /** 'postgres' shares events across instances through LISTEN/NOTIFY on this database. */
  adapter: 'memory' | 'postgres'
  databaseUrl: string
  /** Hears every broadcast another instance published (through the shared adapter). */
  onPeerEvent: (event: BroadcastEvent, payload: unknown) => void
}

/** Attaches Socket.IO at /socket.io to the app's HTTP server. */
export async function createRealtime(server: HttpServer, options: Options): Promise<Realtime> {
  const io: Realtime['io'] = new Server(server, {
    path: '/socket.io',
    serveClient: false,
    // Same-origin browsers only: the site and the socket share one origin.
    allowRequest: (req, callback) => callback(null, isSameOrigin(req.headers)),
  })
  const pool = options.adapter === 'postgres' ? await sharedAdapterPool(options.databaseUrl) : null
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
  return {
    io,
    publish,
    close: async () => {
      await io.close()
      await pool?.end()
    },
  }
}

async function sharedAdapterPool(databaseUrl: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 })
  // The adapter keeps payloads too big for NOTIFY in this table.
  await pool.query(`create table if not exists socket_io_attachments (
    id bigserial unique, created_at timestamptz default now(), payload bytea)`)
  return pool
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
