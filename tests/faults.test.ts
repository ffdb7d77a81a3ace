// Faults survived: the embedded PostgreSQL killed mid-load is restarted by the
// server and no acknowledged write is lost; with DATABASE_URL the pool reconnects by itself; a
// Ctrl-C to the process group lets the requests in flight finish before PostgreSQL stops.
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mp4Stream } from '../bench/feed/http'
import { browserHeaders, surferSession, type Session } from './support/feed'
import { startOwnDatabaseServer, type OwnDatabaseServer } from './support/own-database'
import { isAlive } from './support/processes'
import { spawnServer, type RunningServer } from './support/spawn-server'
import { startWriteLoad } from './support/write-load'

const UNAVAILABLE = 'The database is unavailable. Please try again in a moment.'

/** The postmaster's pid and port, from its pid file. */
function postmasterOf(pgDir: string): { pid: number; port: number } {
  const lines = readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}

/** Polls /healthz until it answers `status`; prints how long it took. */
async function healthzUntil(url: string, status: number, label: string): Promise<void> {
  const start = Date.now()
  for (;;) {
    const response = await fetch(`${url}/healthz`).catch(() => null)
    if (response?.status === status) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  console.log(`${label}: /healthz ${status} after ${Date.now() - start} ms`)
}

async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 100))
}

async function tempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  await fs.chmod(dir, 0o755) // the postgres user must reach the cluster folder inside
  return dir
}

describe('the embedded PostgreSQL, supervised by the server', () => {
  let dataDir: string
  let server: RunningServer
  let databaseUrl: string
  let surfers: Session[]

  beforeAll(async () => {
    dataDir = await tempDir('firing-faults-')
    server = await spawnServer(
      { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: 'true', CONDITIONS_AUTORUN: 'false' },
      { detached: true },
    )
    const pgDir = path.join(dataDir, 'postgres')
    const password = readFileSync(`${pgDir}.password`, 'utf8').trim()
    databaseUrl = `postgres://postgres:${password}@127.0.0.1:${postmasterOf(pgDir).port}/firing`
    // One after the other: the admin's sign-ins in flight count as failures until they succeed.
    surfers = []
    for (let i = 0; i < 10; i++) surfers.push(await surferSession(server.url))
  }, 240_000)

  afterAll(async () => {
    await server?.stop()
    await fs.rm(dataDir, { recursive: true, force: true })
  })

  it('should restart a postmaster killed mid-load and keep every acknowledged write', async () => {
    const load = await startWriteLoad(server.url, surfers)
    await waitFor(() => load.acknowledged() >= 20)
    const { pid } = postmasterOf(path.join(dataDir, 'postgres'))
    process.kill(pid, 'SIGKILL')
    await healthzUntil(server.url, 503, 'postmaster killed')
    await healthzUntil(server.url, 200, 'postmaster killed')
    const before = load.acknowledged()
    await waitFor(() => load.acknowledged() >= before + 20) // writes go through again
    const record = await load.stop()
    console.log(
      'write load',
      JSON.stringify({ ...record, comments: record.comments.length, likes: record.likes.length }),
    )
    console.log(
      server
        .output()
        .match(/^.*PostgreSQL.*$/gm)
        ?.join('\n'),
    )

    expect(server.output()).toContain('restarting it')
    expect(postmasterOf(path.join(dataDir, 'postgres')).pid).not.toBe(pid)
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      const comments = await client.query<{ id: number }>(
        `select id from feed_post_comments where content like 'Load comment %'`,
      )
      const stored = new Set(comments.rows.map((row) => row.id))
      // Every acknowledged comment is there; an unacknowledged one may be (its transaction
      // committed before the connection died, the answer did not) or may not.
      expect(record.comments.filter((id) => !stored.has(id))).toEqual([])
      expect(stored.size).toBeGreaterThanOrEqual(record.comments.length)
      expect(stored.size).toBeLessThanOrEqual(
        record.comments.length + record.unacknowledgedComments,
      )
      const likes = await client.query<{ pair: string }>(
        `select post_id || ':' || user_id as pair from feed_post_likes`,
      )
      const liked = new Set(likes.rows.map((row) => row.pair))
      expect(record.likes.filter((pair) => !liked.has(pair))).toEqual([])
      expect(liked.size).toBeLessThanOrEqual(record.likes.length + record.unacknowledgedLikes)
    } finally {
      await client.end()
    }
  }, 180_000)

  it('should finish an upload in flight on a Ctrl-C to the process group, cut a slower one, then stop PostgreSQL', async () => {
    const surfer = surfers[0]!
    const { pid: postmaster } = postmasterOf(path.join(dataDir, 'postgres'))
    const sent = { quick: 0, slow: 0 }
    const upload = (name: 'quick' | 'slow', pauseMs: number) =>
      fetch(`${server.url}/api/feed`, {
        method: 'POST',
        headers: {
          ...browserHeaders(server.url, surfer),
          'content-type': 'multipart/form-data; boundary=faults',
        },
        body: paced(mp4Stream(2 * 1024 * 1024, 'faults'), pauseMs, () => sent[name]++),
        duplex: 'half',
      } as RequestInit)
    // 1 MB chunks: the quick one takes ~2 s, the slow one longer than the 10 s drain deadline.
    const quick = upload('quick', 1_000)
    const slow = upload('slow', 15_000).then(
      (response) => response.status,
      () => 'cut',
    )
    await waitFor(() => sent.quick > 0 && sent.slow > 0)
    const before = server.output().length // the kill -9 above left its 57P01s in the log
    process.kill(-server.child.pid!, 'SIGINT') // what a Ctrl-C in the terminal sends
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))

    const answer = await quick
    expect(answer.status).toBe(201)
    expect(isAlive(postmaster)).toBe(true) // shielded from the group's SIGINT; stops last
    expect(await slow).toBe('cut')
    expect(await exited).toBe(0)
    expect(isAlive(postmaster)).toBe(false)
    const output = server.output().slice(before)
    expect(output).toContain('cutting the connections still open')
    expect(output).not.toContain('57P01')
    expect(output).not.toContain('terminating connection due to administrator command')
  }, 120_000)
})

/** Passes `stream` on one chunk at a time, `pauseMs` apart. */
function paced(
  stream: ReadableStream<Uint8Array>,
  pauseMs: number,
  onChunk: () => void,
): ReadableStream<Uint8Array> {
  const reader = stream.getReader()
  let first = true
  return new ReadableStream({
    pull: async (controller) => {
      if (!first) await new Promise((resolve) => setTimeout(resolve, pauseMs))
      first = false
      const { done, value } = await reader.read()
      if (done) return controller.close()
      onChunk()
      controller.enqueue(value)
    },
  })
}

describe('with DATABASE_URL, a PostgreSQL that crashes and comes back', () => {
  // Its database is supervised by this test process, as an external one by its service manager.
  let own: OwnDatabaseServer
  let server: RunningServer
  let surfer: Session

  beforeAll(async () => {
    own = await startOwnDatabaseServer('faults')
    server = own.server
    surfer = await surferSession(server.url)
  }, 240_000)

  afterAll(async () => {
    await own?.stop()
  })

  it('should answer 503 while it is down and reconnect by itself once it is back', async () => {
    const { pid } = postmasterOf(own.pgDir)
    process.kill(pid, 'SIGKILL')
    await healthzUntil(server.url, 503, 'external postmaster killed')
    const during = await fetch(`${server.url}/api/auth/user`, {
      headers: browserHeaders(server.url, surfer),
    })
    // Either the outage answer or, once the restart won the race, the real one: never a 401.
    expect(during.status).not.toBe(401)
    if (during.status === 503) expect(await during.json()).toEqual({ message: UNAVAILABLE })
    await healthzUntil(server.url, 200, 'external postmaster killed')

    const form = new FormData()
    form.set('content', 'posted after the crash')
    const response = await fetch(`${server.url}/api/feed`, {
      method: 'POST',
      headers: browserHeaders(server.url, surfer),
      body: form,
    })
    expect(response.status).toBe(201)
  }, 120_000)
})
