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
  server: RunningServer
  /** Starts the database again on the same folder and port (after database.stop()). */
  restartDatabase: () => Promise<Database>
  stop: () => Promise<void>
}

export async function startOwnDatabaseServer(name: string): Promise<OwnDatabaseServer> {
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
    restartDatabase: async () => (own.database = await start()),
    stop: async () => {
      await own.server?.stop()
      await own.database.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
  own.server = await spawnServer({
    DATABASE_URL: own.database.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: 'true',
    CONDITIONS_AUTORUN: 'false',
  })
  return own
}
