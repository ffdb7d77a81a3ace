// Starts the built server for Playwright on a fresh database and removes it afterwards, with a
// real OpenID Connect provider on loopback for the external sign-in tests, and its upstreams (maps
// search, video metadata, conditions) pointed at the local sample server and its recorded answers.
import { startSampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { OIDC_CLIENT, freePort, startOidcProvider } from '../../tests/support/oidc-provider'
import { spawnServer } from '../../tests/support/spawn-server'
import { startTestDatabase } from '../../tests/support/test-database'

const port = process.env.E2E_PORT ?? '3199'
const database = await startTestDatabase()
const upstream = await startSampleServer()
const oidcPort = await freePort()
const oidc = await startOidcProvider(oidcPort, `http://127.0.0.1:${port}/api/login/callback`)
const server = await spawnServer({
  DATABASE_URL: database.url,
  DATA_DIR: database.dataDir,
  PORT: port,
  OIDC_ISSUER: oidc.issuer,
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  UPSTREAM_BASE_URL: upstream.url,
  // The conditions are the recorded sample answers, and say so (isSample, the pages' banner):
  // sample mode replays them from the app's own sample server, as a fresh install does.
  UPSTREAM_MODE: 'sample',
  // Sign-ins made by the tests' helpers each name their own address (e2e/support/accounts.ts).
  TRUST_PROXY: 'true',
  // Tests sign in as the demo surfer and look for its hint.
  DEMO_ACCOUNT: 'on',
})
console.log(`e2e server at ${server.url}`)

const stop = async () => {
  await server.stop()
  await oidc.close()
  await upstream.close()
  await database.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
