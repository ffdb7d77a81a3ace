import { inject } from 'vitest'
import { spawnServer, type RunningServer } from './spawn-server'

/**
 * Two more server processes on the run's database with the postgres realtime adapter, as
 * several instances behind a load balancer run (docs/scaling.md). `env` adds to their settings.
 */
export async function spawnTwoInstances(
  env: Record<string, string> = {},
): Promise<[RunningServer, RunningServer]> {
  const shared = {
    DATABASE_URL: inject('databaseUrl'),
    DATA_DIR: inject('dataDir'),
    REALTIME_ADAPTER: 'postgres',
    ...env,
  }
  return [await spawnServer(shared), await spawnServer(shared)]
}
