import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startDatabase, type Database } from '../../server/database'

export type TestDatabase = Database & { dataDir: string }

/**
 * A fresh PostgreSQL for one test run: TEST_DATABASE_URL when given (CI with a server of its own),
 * otherwise a new embedded cluster in a temporary folder, removed afterwards.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'firing-test-'))
  await fs.chmod(dataDir, 0o755) // the postgres user must reach the cluster folder inside
  const database = await startDatabase({
    databaseUrl: process.env.TEST_DATABASE_URL,
    dataDir: path.join(dataDir, 'postgres'),
    databaseName: `firing_test_${process.pid}`,
  })
  return {
    ...database,
    dataDir,
    stop: async () => {
      await database.stop()
      await fs.rm(dataDir, { recursive: true, force: true })
    },
  }
}
