import type { TestProject } from 'vitest/node'
import { startFakeUpstream } from '../cms/upstream/fake/server'
import { spawnServer } from './support/spawn-server'
import { startTestDatabase } from './support/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    dataDir: string
    upstreamUrl: string
  }
}

/**
 * One fresh database and one real server (built output, random port) for the integration run,
 * its upstreams pointed at the fake (the live code path, answered from the recorded samples).
 */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase()
  const upstream = await startFakeUpstream()
  const server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_MODE: 'live',
  })
  project.provide('baseUrl', server.url)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', database.dataDir)
  project.provide('upstreamUrl', upstream.url)
  return async () => {
    await server.stop()
    await upstream.close()
    await database.stop()
  }
}
