// The conditions benches' stack (tests/support/in-process-stack.ts) and the built server beside it.
import { type Stack } from '../../tests/support/in-process-stack'

export { type Stack, startStack } from '../../tests/support/in-process-stack'

/**
 * The built server on the stack's database and fake upstream, with no queued refresh (the bench
 * refreshed in-process already) and no read limit: what the page benches ask.
 */
export async function spawnStackServer(stack: Stack) {
  const { spawnServer } = await import('../../tests/support/spawn-server')
  return spawnServer({
    DATABASE_URL: stack.database.url,
    DATA_DIR: stack.database.dataDir,
    UPSTREAM_BASE_URL: stack.fake.url,
    UPSTREAM_MODE: 'live',
    CONDITIONS_AUTORUN: 'false',
    API_READ_LIMIT_PER_MINUTE: '0',
    // As `npm start` and the image run it (scripts/start.ts, Dockerfile): RSS figures compare.
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  })
}
