// A server of its own on a PostgreSQL of its own (DATABASE_URL), for tests that stop, kill or
// restart that database without touching the shared one.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort, startDatabase, type Database } from '../../server/database'
import { spawnServer, type RunningServer } from './spawn-server'

export type OwnDatabaseServer = {
  dataDir: string
  /** The cluster folder (its postmaster.pid names the running postmaster). */
  pgDir: string
  database: Database
  /** The first of `servers`. */
  server: RunningServer
  servers: RunningServer[]
  /** Starts the database again on the same folder and port (after database.stop()). */
  restartDatabase: () => Promise<Database>
  stop: () => Promise<void>
}

/**
 * `instances` servers (one by default) on a database of their own, each with the base settings
 * and `env` (REALTIME_ADAPTER=postgres for several instances that share events).
 */
export async function startOwnDatabaseServer(
  name: string,
  { env = {}, instances = 1 }: { env?: Record<string, string>; instances?: number } = {},
): Promise<OwnDatabaseServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `firing-${name}-`))
  await fs.chmod(dataDir, 0o755) // the postgres user must reach the cluster folder inside
  const pgDir = path.join(dataDir, 'postgres')
  const port = await freePort()
  const start = () => startDatabase({ dataDir: pgDir, databaseName: `firing_${name}`, port })
  const own: OwnDatabaseServer = {
    dataDir,
    pgDir,
    database: await start(),
    server: undefined as unknown as RunningServer,
    servers: [],
    restartDatabase: async () => (own.database = await start()),
    stop: async () => {
      await Promise.all(own.servers.map((server) => server.stop()))
      await own.database.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
  // One after the other: the first migrates and seeds (the others would wait for its lock).
  for (let i = 0; i < instances; i++) {
    own.servers.push(
      await spawnServer({
        DATABASE_URL: own.database.url,
        DATA_DIR: dataDir,
        TRUST_PROXY: 'true',
        CONDITIONS_AUTORUN: 'false',
        ...env,
      }),
    )
  }
  own.server = own.servers[0]!
  return own
}
