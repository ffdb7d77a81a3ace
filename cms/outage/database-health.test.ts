// The health monitor against "databases" that hang up at once (a PostgreSQL gone) and that accept
// connections and never answer (frozen, while nothing was connected), and the pool's client while
// the database is down.
import net from 'node:net'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import {
  isDatabaseDown,
  isDatabaseReachable,
  onDatabaseDown,
  startDatabaseMonitor,
} from './database-health'
import { poolLimits } from './pool-limits'

/** A TCP server on loopback that does `onSocket` with each connection. */
async function tcpServer(onSocket: (socket: net.Socket) => void) {
  const sockets: net.Socket[] = []
  const server = net.createServer((socket) => {
    sockets.push(socket)
    onSocket(socket)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `postgres://nobody:secret@127.0.0.1:${port}/firing`,
    sockets,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

describe('the database monitor', () => {
  let gone: Awaited<ReturnType<typeof tcpServer>>
  let silent: Awaited<ReturnType<typeof tcpServer>>

  beforeAll(async () => {
    gone = await tcpServer((socket) => socket.destroy()) // hangs up at once
    silent = await tcpServer(() => {}) // accepts, says nothing
  })

  afterAll(async () => {
    await gone.close()
    await silent.close()
  })

  it('should find a database that hangs up down, tell the listeners, and fail the pool at once', async () => {
    const heard: string[] = []
    const unsubscribe = onDatabaseDown(() => heard.push('down'))
    const monitor = startDatabaseMonitor(gone.url)
    try {
      expect(isDatabaseDown()).toBe(false) // nothing is known before the first probe
      expect(await isDatabaseReachable({} as Payload)).toBe(false) // a probe of its own
      expect(isDatabaseDown()).toBe(true)
      expect(heard).toEqual(['down'])
      // Known down: no wait, no new connection.
      const before = gone.sockets.length
      expect(await isDatabaseReachable({} as Payload)).toBe(false)
      const { Client } = poolLimits() as unknown as { Client: typeof pg.Client }
      const client = new Client({ connectionString: gone.url })
      await expect(client.connect()).rejects.toThrow('not answering')
      expect(gone.sockets.length).toBe(before)
    } finally {
      unsubscribe()
      await monitor.close()
    }
    expect(isDatabaseDown()).toBe(false) // no monitor: nothing is known
  })

  it('should not call a database down for a slow new connection alone', async () => {
    const monitor = startDatabaseMonitor(silent.url)
    try {
      // The handshake waits on this process too (SCRAM on the thread pool): no verdict from it.
      expect(await isDatabaseReachable({} as Payload)).toBe(true)
      expect(isDatabaseDown()).toBe(false)
    } finally {
      await monitor.close()
    }
  })
})
