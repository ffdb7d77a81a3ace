import type { TestProject } from 'vitest/node'
import { spawnServer } from './support/spawn-server'
import { startTestDatabase } from './support/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    dataDir: string
  }
}

/** One fresh database and one real server (built output, random port) for the integration run. */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase()
  const server = await spawnServer({ DATABASE_URL: database.url, DATA_DIR: database.dataDir })
  project.provide('baseUrl', server.url)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', database.dataDir)
  return async () => {
    await server.stop()
    await database.stop()
  }
}
