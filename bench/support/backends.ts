// What the multi-instance benches stand on: a fresh PostgreSQL, the sample upstream, and the
// settings every instance on them shares.
import { startSampleServer } from '../../cms/conditions/upstream/sample-server/server'
import { startTestDatabase } from '../../tests/support/test-database'
import { stopOwnChildren } from './process-stats'

export async function startBackends() {
  const database = await startTestDatabase()
  const upstream = await startSampleServer()
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    DATA_DIR: database.dataDir,
    REALTIME_ADAPTER: 'postgres',
    TRUST_PROXY: 'true',
    UPSTREAM_BASE_URL: upstream.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
    // All clients come from one address: the per-client read limit would answer 429s.
    API_READ_LIMIT_PER_MINUTE: '0',
  }
  return {
    env,
    /** Stops what is left (after the servers, which a failed run may leave running). */
    close: async () => {
      // The database before stopOwnChildren, which would stop its postgres under its feet.
      await upstream.close()
      await Promise.race([database.stop(), new Promise((resolve) => setTimeout(resolve, 15_000))])
      await stopOwnChildren()
    },
  }
}
