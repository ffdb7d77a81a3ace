import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryCounter, storedCounter, storePool } from './shared-counts'

// A "database" that accepts connections and never answers: the worst outage for a limit (a
// refused connection fails fast; this one would hang without the pool's timeouts).
let silent: net.Server
const sockets: net.Socket[] = []
beforeAll(async () => {
  silent = net.createServer((socket) => sockets.push(socket))
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => silent.close(resolve))
})

describe('storedCounter', () => {
  it('should keep counting in memory when PostgreSQL does not answer', async () => {
    const { port } = silent.address() as net.AddressInfo
    const pool = storePool(`postgres://firing@127.0.0.1:${port}/firing`)
    try {
      const counter = storedCounter(pool, 'test-silent', 60)
      expect((await counter.hit('a')).consumed).toBe(1)
      expect((await counter.hit('a')).consumed).toBe(2)
      expect(await counter.peek('a')).toMatchObject({ consumed: 2 })
    } finally {
      await pool.end()
    }
  })

  it('should keep counting in memory when PostgreSQL refuses connections', async () => {
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as net.AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const pool = storePool(`postgres://firing@127.0.0.1:${port}/firing`)
    try {
      const counter = storedCounter(pool, 'test-refused', 60)
      await counter.hit('a')
      expect((await counter.hit('a')).consumed).toBe(2)
    } finally {
      await pool.end()
    }
  })
})

describe('memoryCounter', () => {
  it('should refund, forget and hold keys', async () => {
    const counter = memoryCounter('test-memory', 60)
    await counter.hit('a', 3)
    await counter.refund('a')
    expect(await counter.peek('a')).toMatchObject({ consumed: 2 })
    await counter.forget('a')
    expect(await counter.peek('a')).toBeNull()
    await counter.hold('b', 30)
    expect((await counter.peek('b'))?.msLeft).toBeGreaterThan(29_000)
  })

  it('should count keys too long for the table apart, by their hash', async () => {
    const counter = memoryCounter('test-long', 60)
    const long = (tail: string) => `${'x'.repeat(300)}@accounts.test\n${tail}`
    await counter.hit(long('10.0.0.1'))
    await counter.hit(long('10.0.0.1'))
    expect(await counter.peek(long('10.0.0.1'))).toMatchObject({ consumed: 2 })
    expect(await counter.peek(long('10.0.0.2'))).toBeNull()
  })
})
