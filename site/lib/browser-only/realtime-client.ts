// The page's one Socket.IO connection. Only the feed islands import this module, so pages without
// a feed never download socket.io-client. Connects on first use and stays for the page's life.
import { io, type Socket } from 'socket.io-client'
import type {
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../../shared/contracts/socket-events'

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>

let socket: RealtimeSocket | undefined

/** The page's socket (same origin, with the session cookie), created on first call. */
export function getRealtimeSocket(): RealtimeSocket {
  socket ??= io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] })
  return socket
}

/** Calls back after each reconnection (not the first connect), so a page can catch up on what
 *  it missed while offline. Returns the unsubscribe. */
export function onReconnect(callback: () => void): () => void {
  const manager = getRealtimeSocket().io
  manager.on('reconnect', callback)
  return () => {
    manager.off('reconnect', callback)
  }
}
