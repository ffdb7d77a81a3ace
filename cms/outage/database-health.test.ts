// The health monitor against a "database" that accepts connections and never answers (a frozen
// PostgreSQL: the kernel still completes the TCP handshake), and the pool's client while it is down.
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

describe('the database monitor, on a server that never answers', () => {
  let silent: net.Server
  const sockets: net.Socket[] = []
  let url = ''

  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.push(socket)) // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    url = `postgres://nobody:secret@127.0.0.1:${port}/firing`
  })

  afterAll(async () => {
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('should find it down, tell the listeners, and then fail the pool’s connections at once', async () => {
    const heard: string[] = []
    const unsubscribe = onDatabaseDown(() => heard.push('down'))
    const monitor = startDatabaseMonitor(url)
    try {
      expect(isDatabaseDown()).toBe(false) // nothing is known before the first probe
      expect(await isDatabaseReachable({} as Payload)).toBe(false) // a probe of its own
      expect(isDatabaseDown()).toBe(true)
      expect(heard).toEqual(['down'])
      // Known down: no wait, no new connection.
      const before = sockets.length
      expect(await isDatabaseReachable({} as Payload)).toBe(false)
      const { Client } = poolLimits() as unknown as { Client: typeof pg.Client }
      const client = new Client({ connectionString: url })
      await expect(client.connect()).rejects.toThrow('not answering')
      expect(sockets.length).toBe(before)
    } finally {
      unsubscribe()
      await monitor.close()
    }
    expect(isDatabaseDown()).toBe(false) // no monitor: nothing is known
  })
})
