import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import type { ContentPublished, ServerToClientEvents } from '../shared/contracts/socket-events'
import { adminAuth, publishShaper } from './support/admin'
import { spawnTwoInstances } from './support/instances'
import type { RunningServer } from './support/spawn-server'

type Client = Socket<ServerToClientEvents>

const open: Client[] = []
const client = async (url: string): Promise<Client> => {
  const socket: Client = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
  })
  open.push(socket)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return socket
}

/**
 * The next shapers event, passed through `atArrival` inside the socket's handler (a read started
 * there sees the database as it was when the event arrived).
 */
const nextPublished = <T = ContentPublished>(
  socket: Client,
  name: string,
  atArrival: (event: ContentPublished) => T | Promise<T> = (event) => event as T,
) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no content:published for ${name}`)), 15_000)
    socket.on('content:published', (event) => {
      if (event.collection !== 'shapers') return
      clearTimeout(timer)
      Promise.resolve(atArrival(event)).then(resolve, reject)
    })
  })

/** The next shapers event's id, with what a visitor's read of that row answered on arrival. */
const readOnArrival = (socket: Client, baseUrl: string, name: string) =>
  nextPublished(socket, name, async (event) => {
    const response = await fetch(`${baseUrl}/cms-api/shapers/${event.id}?depth=0`)
    const body = response.ok ? ((await response.json()) as { name?: unknown }) : {}
    return { id: event.id, status: response.status, name: body.name }
  })

afterEach(() => {
  while (open.length) open.pop()?.disconnect()
})

describe('realtime on one instance', () => {
  it('should tell an anonymous socket it is read-only on connect', async () => {
    const socket: Client = connect(inject('baseUrl'), {
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
    })
    open.push(socket)
    const ready = new Promise((resolve) => socket.once('session:ready', resolve))
    socket.connect()
    expect(await ready).toEqual({ signedIn: false, userId: null })
  })

  it('should know the signed-in user from the session cookie', async () => {
    const baseUrl = inject('baseUrl')
    const login = await fetch(`${baseUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: 'demo@firing.local', password: 'surfsup-demo' }),
    })
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? ''
    const { user } = (await login.json()) as { user: { id: number } }
    const socket: Client = connect(baseUrl, {
      transports: ['websocket'],
      forceNew: true,
      autoConnect: false,
      // A browser's WebSocket handshake names its origin; Payload takes the cookie only then.
      extraHeaders: { cookie, origin: baseUrl },
    })
    open.push(socket)
    const ready = new Promise((resolve) => socket.once('session:ready', resolve))
    socket.connect()
    expect(await ready).toEqual({ signedIn: true, userId: user.id })
  })

  it('should deliver a broadcast to two connected clients after the change commits', async () => {
    const baseUrl = inject('baseUrl')
    const [a, b] = [await client(baseUrl), await client(baseUrl)]
    // Each client reads the shaper as its event arrives, as a visitor (published rows only): an
    // event sent before the commit would find no row yet.
    const heard = [readOnArrival(a, baseUrl, 'a'), readOnArrival(b, baseUrl, 'b')]
    const id = await publishShaper(baseUrl, await adminAuth(baseUrl), 'Broadcast Test Shaper')
    const arrivals = await Promise.all(heard)
    expect(arrivals).toEqual([
      { id, status: 200, name: 'Broadcast Test Shaper' },
      { id, status: 200, name: 'Broadcast Test Shaper' },
    ])
  })

  it('should refuse a socket from another origin', async () => {
    const socket: Client = connect(inject('baseUrl'), {
      transports: ['polling'],
      forceNew: true,
      extraHeaders: { origin: 'https://evil.example' },
    })
    open.push(socket)
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve))
    expect(error).toBeInstanceOf(Error)
  })
})

describe('realtime across two instances on one database', () => {
  let first: RunningServer
  let second: RunningServer

  beforeAll(async () => {
    ;[first, second] = await spawnTwoInstances()
  }, 240_000)

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()])
  })

  it('should deliver an event published on one instance to a client of the other', async () => {
    const listener = await client(second.url)
    const heard = nextPublished(listener, 'cross-instance')
    const id = await publishShaper(first.url, await adminAuth(first.url), 'Cross Instance Shaper')
    expect((await heard).id).toBe(id)
  })

  // Each instance keeps pages (60 s) and API answers (5 min) in memory; only the bus's events,
  // relayed through PostgreSQL, clear another instance's copies. Within those times, a change made
  // on one instance shows on the other only through the event.
  it('should clear the other instance’s cached pages and answers after a change', async () => {
    const auth = await adminAuth(first.url)
    const shaper = `Cache Shaper ${Date.now()}`
    const description = `Cache check ${Date.now()}`
    // A seeded spot (the lowest id): other files may add spots with pending drafts to this database.
    const spots = await fetch(`${first.url}/cms-api/surf-spots?limit=1&depth=0&sort=id`, {
      headers: auth,
    })
    const spot = ((await spots.json()) as { docs: { id: number; description: string | null }[] })
      .docs[0]
    if (!spot) throw new Error('no seeded spot')
    const page = () => fetch(`${second.url}/board-room`).then((r) => r.text())
    const answer = () => fetch(`${second.url}/api/surf-spots`).then((r) => r.text())
    // Kept on the second instance: rendered once, then served from its caches.
    for (let i = 0; i < 2; i++) {
      expect(await page()).not.toContain(shaper)
      expect(await answer()).not.toContain(description)
    }
    let shaperId: number | undefined
    try {
      // Dated ahead of every other shaper: the page lists the 50 newest.
      const published = await fetch(`${first.url}/cms-api/shapers`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          name: shaper,
          location: 'Cache Reef, Nowhere',
          date: '2099-01-01',
          description: 'A shaper created by the cache test.',
          siteUrl: 'https://shaper.test',
          _status: 'published',
        }),
      })
      expect(published.status).toBe(201)
      shaperId = ((await published.json()) as { doc: { id: number } }).doc.id
      const edit = await fetch(`${first.url}/cms-api/surf-spots/${spot.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ description }),
      })
      expect(edit.status).toBe(200)
      await until(async () => (await page()).includes(shaper))
      await until(async () => (await answer()).includes(description))
    } finally {
      if (shaperId) {
        await fetch(`${first.url}/cms-api/shapers/${shaperId}`, { method: 'DELETE', headers: auth })
      }
      await fetch(`${first.url}/cms-api/surf-spots/${spot.id}`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ description: spot.description }),
      })
    }
  })
})

/** Resolves once check() holds; fails well within the caches' lifetimes (60 s for pages). */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('the other instance still serves its cached copy')
}
