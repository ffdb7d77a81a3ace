import type { TestProject } from 'vitest/node'
import { startSampleServer } from '../cms/conditions/upstream/sample-server/server'
import { OIDC_CLIENT, freePort, startOidcProvider } from './support/oidc-provider'
import { spawnServer } from './support/spawn-server'
import { startTestDatabase } from './support/test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    dataDir: string
    upstreamUrl: string
    oidcIssuer: string
    /** The shared server's process id (memory checks read /proc/<pid>/status). */
    serverPid: number
  }
}

/**
 * One fresh database and one real server (built output, random port) for the integration run,
 * its upstreams pointed at the sample server (the live code path, answered from the recorded
 * samples).
 */
export default async function setup(project: TestProject) {
  const database = await startTestDatabase()
  const upstream = await startSampleServer()
  // External sign-in against a real OIDC provider on loopback; its port is fixed first so the
  // server knows the issuer, and the provider learns the server's callback once it is up.
  const oidcPort = await freePort()
  const server = await spawnServer({
    OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    // Tests pick their client address (X-Forwarded-For), so rate limits do not leak between them.
    TRUST_PROXY: 'true',
    // Tests sign in as the demo surfer and look for its hint.
    DEMO_ACCOUNT: 'on',
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_MODE: 'live',
  })
  project.provide('baseUrl', server.url)
  project.provide('databaseUrl', database.url)
  project.provide('dataDir', database.dataDir)
  project.provide('upstreamUrl', upstream.url)
  project.provide('serverPid', server.child.pid ?? 0)
  const oidc = await startOidcProvider(oidcPort, `${server.url}/api/login/callback`)
  project.provide('oidcIssuer', oidc.issuer)
  return async () => {
    await server.stop()
    await oidc.close()
    await upstream.close()
    await database.stop()
  }
}
