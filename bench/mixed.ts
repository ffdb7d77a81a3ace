// Mixed-load bench: 100 signed-in clients at once, each in a closed loop of
// reads (the feed page, a post's comments, the spot list), like toggles and comments, through the
// real API. Prints p50/p99 per kind and overall, errors and req/s, then checks the counts: the
// likes and comments in the database equal what the answers acknowledged. Goal: p99 ≤ 300 ms with
// 0 errors. Asserts nothing (shared, noisy machines); BENCH_CPU_PROF=<dir> profiles the server.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import fs from 'node:fs/promises'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { gunzipSync } from 'node:zlib'
import pg from 'pg'
import { startSampleServer } from '../cms/conditions/upstream/sample-server/server'
import { adminAuth } from '../tests/support/admin'
import { freshIp, signIn, uniqueEmail } from '../tests/support/accounts'
import { createPost, type Session } from '../tests/support/feed'
import { spawnServer } from '../tests/support/spawn-server'
import { startTestDatabase } from '../tests/support/test-database'
import { percentile } from './feed/clients'
import { stopOwnChildren } from './support/process-stats'
import { formatTable } from './support/table'

const CLIENTS = readPositive('BENCH_MIXED_CLIENTS', 100)
const DURATION_S = readPositive('BENCH_MIXED_DURATION', 20)
const WARMUP_S = readPositive('BENCH_MIXED_WARMUP', 5)
const POSTS = 20
// One kind alone (`like`, `comment`, `feed`, `comments`, `spots`): its CPU per request, to see
// where the mixed load's cost goes. Unset: the mix below.
const ONLY = process.env.BENCH_MIXED_ONLY ?? ''
const ONLY_DICE: Record<string, number> = { like: 0.1, comment: 0.3 }
const ONLY_READ: Record<string, number> = { feed: 0, comments: 1, spots: 2 }
if (ONLY && ONLY_DICE[ONLY] === undefined && ONLY_READ[ONLY] === undefined)
  throw new Error(`BENCH_MIXED_ONLY is one of like, comment, feed, comments, spots`)
// The per-user write limits (site/lib/server-only/feed/limits.ts), kept under: a client over
// its budget reads instead.
const LIKES_PER_MINUTE = 100
const COMMENTS_PER_MINUTE = 25

// The load's requests go through node:http with keep-alive sockets, one per client, rather than
// fetch: on this 2-core machine the load generator takes its CPU from the server and PostgreSQL,
// and fetch cost ~0.9 ms of it per request, node:http ~0.3 ms (bench/README.md "Mixed load").
// The requests are a browser's: the session cookie, Sec-Fetch-Site on reads, Origin on writes
// (from a fresh address each, as tests/support/feed.ts write()), gzip accepted.
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS })

type Kind = 'read feed' | 'read comments' | 'read spots' | 'like toggle' | 'comment'
type Sample = { kind: Kind; ms: number; ok: boolean; at: number }

console.log(
  `Mixed-load bench: ${os.cpus().length} CPUs, node ${process.version}, ${CLIENTS} clients`,
)
const database = await startTestDatabase()
const upstream = await startSampleServer()
try {
  const cpuProf = process.env.BENCH_CPU_PROF
  const server = await spawnServer(
    {
      DATABASE_URL: database.url,
      DATA_DIR: database.dataDir,
      TRUST_PROXY: 'true',
      UPSTREAM_BASE_URL: upstream.url,
      UPSTREAM_MODE: 'live',
      CONDITIONS_AUTORUN: 'false',
      // All clients come from one address: the per-client read limit would answer 429s.
      API_READ_LIMIT_PER_MINUTE: '0',
    },
    { nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [] },
  )
  console.log(`signing in ${CLIENTS} surfers…`)
  const surfers = await signInSurfers(server.url, CLIENTS).catch((error: unknown) => {
    console.log(server.output().slice(-3000)) // the server's side of the failure
    throw error
  })
  const posts: number[] = []
  for (let i = 0; i < POSTS; i++) {
    const author = surfers[i % surfers.length]!
    posts.push((await createPost(server.url, author, { content: `Mixed bench post ${i}` })).id)
  }
  // The fresh database's start-up refresh of 49 spots runs in the background for ~20 s (most of
  // it waiting on the NWS's paced requests) and builds and stores ~1,200 rows near its end: a
  // once-an-hour event that would otherwise fall inside every measured window. Wait it out, so
  // the figures are the steady mixed load; BENCH_MIXED_REFRESH=1 starts one at the start of the
  // measured seconds instead, to show what a refresh costs the requests around it.
  await startupRefreshDone(server.output)
  if (process.env.BENCH_MIXED_REFRESH === '1') {
    setTimeout(() => void refreshConditions(server.url), WARMUP_S * 1000)
  }
  const run = await runLoad(server.url, surfers, posts, server.child.pid)
  const counts = await checkCounts(database.url, posts, run)
  printResults(run.samples, counts, run.cpuMs, run.othersMs)
  await server.stop()
} finally {
  await upstream.close()
  await Promise.race([database.stop(), new Promise((resolve) => setTimeout(resolve, 15_000))])
  await stopOwnChildren()
}
process.exit(0)

/** Resolves once the server logs the end of its start-up conditions refresh (done or failed). */
async function startupRefreshDone(output: () => string): Promise<void> {
  const started = performance.now()
  const done = /refresh of \d+ spots done|startup refresh failed/
  while (!done.test(output())) {
    if (performance.now() - started > 120_000) throw new Error('the start-up refresh never ended')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  console.log(
    `start-up conditions refresh over (waited ${Math.round(performance.now() - started)} ms)`,
  )
}

/** An admin runs the conditions refresh now (POST /api/refresh-conditions {force}). */
async function refreshConditions(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/refresh-conditions`, {
    method: 'POST',
    headers: await adminAuth(baseUrl),
    body: JSON.stringify({ force: true }),
  })
  console.log(`refresh during the load: ${response.status}`)
}

/** `count` new surfers, signed in; the admin signs in once (its sign-ins in flight count). */
async function signInSurfers(baseUrl: string, count: number): Promise<Session[]> {
  const auth = await adminAuth(baseUrl)
  const one = async (): Promise<Session> => {
    const email = uniqueEmail('mixed')
    const password = `pw-${randomUUID()}`
    const response = await fetch(`${baseUrl}/cms-api/users`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ firstName: 'Mixed', lastName: 'Bench', email, password }),
    })
    if (!response.ok) throw new Error(`create user: ${response.status} ${await response.text()}`)
    const { doc } = (await response.json()) as { doc: { id: number } }
    const surfer = { id: doc.id, email, password }
    return { ...surfer, cookie: await signIn(baseUrl, surfer) }
  }
  const surfers: Session[] = []
  while (surfers.length < count) {
    const batch = Math.min(10, count - surfers.length)
    surfers.push(...(await Promise.all(Array.from({ length: batch }, one))))
  }
  return surfers
}

type Run = {
  samples: Sample[]
  start: number
  end: number
  /** Acknowledged like state per `post:user` (the last toggle's answer). */
  liked: Map<string, boolean>
  /** Acknowledged comments per post. */
  comments: Map<number, number>
  /** The server process's CPU time (user + system) during the measured seconds, in ms. */
  cpuMs: number | null
  /** The same for this bench's client and for PostgreSQL. */
  othersMs: Others | null
}

async function runLoad(
  baseUrl: string,
  surfers: Session[],
  posts: number[],
  pid: number | undefined,
): Promise<Run> {
  const samples: Sample[] = []
  const liked = new Map<string, boolean>()
  const comments = new Map<number, number>()
  const warmEnd = performance.now() + WARMUP_S * 1000
  const end = warmEnd + DURATION_S * 1000
  console.log(`load: ${WARMUP_S} s warm-up, then ${DURATION_S} s measured`)
  const timed = async (
    kind: Kind,
    send: () => Promise<Answer | null>,
    ok: (a: Answer) => boolean,
  ) => {
    const start = performance.now()
    const answer = await send()
    const at = performance.now()
    samples.push({ kind, ms: at - start, ok: answer !== null && ok(answer), at })
    return answer
  }
  const client = async (surfer: Session, index: number) => {
    const likes: number[] = []
    const said: number[] = []
    const recent = (times: number[]) => times.filter((t) => t > performance.now() - 60_000).length
    for (let round = 0; performance.now() < end; round++) {
      const postId = posts[(index * 7 + round) % posts.length]!
      const dice = ONLY ? (ONLY_DICE[ONLY] ?? 0.9) : Math.random()
      if (dice < 0.25 && recent(likes) < LIKES_PER_MINUTE) {
        likes.push(performance.now())
        const response = await timed(
          'like toggle',
          () => send(baseUrl, `/api/feed/${postId}/like`, { method: 'POST', session: surfer }),
          (r) => r.status === 200,
        )
        if (response?.status === 200) {
          const body = jsonOf(response) as { isLiked: boolean }
          liked.set(`${postId}:${surfer.id}`, body.isLiked)
        }
      } else if (dice < 0.4 && recent(said) < COMMENTS_PER_MINUTE) {
        said.push(performance.now())
        const response = await timed(
          'comment',
          () =>
            send(baseUrl, `/api/feed/${postId}/comments`, {
              method: 'POST',
              session: surfer,
              body: { content: `Mixed comment ${index}-${round}` },
            }),
          (r) => r.status === 201,
        )
        if (response?.status === 201) comments.set(postId, (comments.get(postId) ?? 0) + 1)
      } else {
        const which = ONLY_READ[ONLY] ?? round % 3
        const path = [`/api/feed?limit=20`, `/api/feed/${postId}/comments`, '/api/surf-spots'][
          which
        ]!
        const kind: Kind = ['read feed' as const, 'read comments' as const, 'read spots' as const][
          which
        ]!
        await timed(
          kind,
          () => send(baseUrl, path, { method: 'GET', session: surfer }),
          (r) => r.status === 200,
        )
      }
    }
  }
  const started = performance.now()
  // On a shared machine latency says how much CPU the server got; its CPU per request says
  // what the code costs.
  let cpuAtStart: number | null = null
  let othersAtStart: Others | null = null
  const cpuTimer = setTimeout(() => {
    void cpuMsOf(pid).then((ms) => (cpuAtStart = ms))
    void othersCpuMs().then((ms) => (othersAtStart = ms))
  }, WARMUP_S * 1000)
  await Promise.all(surfers.map((surfer, index) => client(surfer, index)))
  clearTimeout(cpuTimer)
  const cpuAtEnd = await cpuMsOf(pid)
  const othersAtEnd = await othersCpuMs()
  const measured = samples.filter((s) => s.at >= warmEnd)
  return {
    samples: measured,
    start: Math.max(started, warmEnd),
    end: performance.now(),
    liked,
    comments,
    cpuMs: cpuAtStart !== null && cpuAtEnd !== null ? cpuAtEnd - cpuAtStart : null,
    othersMs:
      othersAtStart === null
        ? null
        : {
            client: othersAtEnd.client - (othersAtStart as Others).client,
            postgres: othersAtEnd.postgres - (othersAtStart as Others).postgres,
          },
  }
}

type Others = { client: number; postgres: number }

/**
 * The CPU the rest of the machine spends on the load, in ms: this bench's own client and every
 * PostgreSQL process (the postmaster and its backends). The server shares two cores with them.
 */
async function othersCpuMs(): Promise<Others> {
  const usage = process.cpuUsage()
  let postgres = 0
  for (const entry of await fs.readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '')
    if (!stat.includes('(postgres)')) continue
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    postgres += (Number(fields[11]) + Number(fields[12])) * 10
  }
  return { client: (usage.user + usage.system) / 1000, postgres }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

function send(
  baseUrl: string,
  path: string,
  init: { method: string; session: Session; body?: unknown },
): Promise<Answer | null> {
  const url = new URL(path, baseUrl)
  const body = init.body === undefined ? undefined : Buffer.from(JSON.stringify(init.body))
  const headers: http.OutgoingHttpHeaders = {
    accept: '*/*',
    'accept-encoding': 'gzip, deflate',
    cookie: init.session.cookie,
  }
  if (init.method === 'GET') headers['sec-fetch-site'] = 'same-origin'
  else Object.assign(headers, { origin: url.origin, 'x-forwarded-for': freshIp() })
  if (body)
    Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length })
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers,
        agent,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', () => resolve(null))
      },
    )
    request.on('error', () => resolve(null))
    request.end(body)
  })
}

/** An answer's JSON body (gzipped or not). */
function jsonOf(answer: Answer): unknown {
  const gzipped = answer.headers['content-encoding'] === 'gzip'
  return JSON.parse((gzipped ? gunzipSync(answer.body) : answer.body).toString('utf8'))
}

/** utime + stime of a process, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
async function cpuMsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return Number.isFinite(ticks) ? ticks * 10 : null
}

type Counts = {
  likesExpected: number
  likesStored: number
  commentsExpected: number
  commentsStored: number
}

async function checkCounts(url: string, posts: number[], run: Run): Promise<Counts> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const likes = await client.query<{ pair: string }>(
      `select post_id || ':' || user_id as pair from feed_post_likes where post_id = any($1)`,
      [posts],
    )
    const stored = new Set(likes.rows.map((r) => r.pair))
    const expected = [...run.liked].filter(([, isLiked]) => isLiked).map(([pair]) => pair)
    const mismatched = expected.filter((pair) => !stored.has(pair)).length
    const comments = await client.query<{ n: string }>(
      `select count(*) as n from feed_post_comments where content like 'Mixed comment %'`,
    )
    if (mismatched) console.log(`${mismatched} acknowledged likes are missing`)
    return {
      likesExpected: expected.length,
      likesStored: stored.size,
      commentsExpected: [...run.comments.values()].reduce((a, b) => a + b, 0),
      commentsStored: Number(comments.rows[0]?.n ?? 0),
    }
  } finally {
    await client.end()
  }
}

function printResults(
  samples: Sample[],
  counts: Counts,
  cpuMs: number | null,
  othersMs: Others | null,
) {
  const seconds = DURATION_S
  const kinds: (Kind | 'all')[] = [
    'all',
    'read feed',
    'read comments',
    'read spots',
    'like toggle',
    'comment',
  ]
  const rows = kinds.map((kind) => {
    const own = samples.filter((s) => kind === 'all' || s.kind === kind)
    const ms = own.map((s) => s.ms)
    const round = (n: number | null) => (n === null ? null : Math.round(n))
    return [
      kind,
      own.length,
      Math.round(own.length / seconds),
      round(percentile(ms, 50)),
      round(percentile(ms, 99)),
      round(percentile(ms, 100)),
      own.filter((s) => !s.ok).length,
    ]
  })
  console.log(
    `\n${formatTable([['kind', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors'], ...rows])}`,
  )
  console.log(
    `\n${formatTable([
      ['counts (database vs acknowledged)', 'stored', 'acknowledged', 'exact'],
      [
        'likes',
        counts.likesStored,
        counts.likesExpected,
        counts.likesStored === counts.likesExpected ? 'yes' : 'NO',
      ],
      [
        'comments',
        counts.commentsStored,
        counts.commentsExpected,
        counts.commentsStored === counts.commentsExpected ? 'yes' : 'NO',
      ],
    ])}`,
  )
  const all = samples.map((s) => s.ms)
  const perRequest = (ms: number | null) =>
    ms === null ? null : Math.round((ms / samples.length) * 10) / 10
  const json = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    clients: CLIENTS,
    only: ONLY || null,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    errors: samples.filter((s) => !s.ok).length,
    requestsPerS: Math.round(samples.length / seconds),
    serverCpuMsPerRequest: perRequest(cpuMs),
    clientCpuMsPerRequest: perRequest(othersMs?.client ?? null),
    postgresCpuMsPerRequest: perRequest(othersMs?.postgres ?? null),
    counts,
  }
  console.log(`server CPU per request: ${json.serverCpuMsPerRequest} ms (user + system)`)
  console.log(
    `the rest of the machine per request: PostgreSQL ${json.postgresCpuMsPerRequest} ms, ` +
      `this bench's client ${json.clientCpuMsPerRequest} ms`,
  )
  console.log(`BENCH_JSON ${JSON.stringify(json)}`)
}

function readPositive(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}
