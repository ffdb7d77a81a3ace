import { spawnServer } from '../tests/support/spawn-server'
import { startStack } from './conditions/stack'
import { insertCoastSpots, plainNaming } from './support/coast-spots'
process.env.UPSTREAM_TIMEOUT_MS ??= '60000'
const stack = await startStack()
try {
  await insertCoastSpots(stack.payload.db.pool, { from: 0, to: 1000, slots: 1000, naming: plainNaming('Prof') })
  const { measureRefresh } = await import('../cms/conditions/ingest/measure')
  await measureRefresh(stack.payload, { mode: 'live', force: true })
  const server = await spawnServer({
    DATABASE_URL: stack.database.url, DATA_DIR: stack.database.dataDir, UPSTREAM_BASE_URL: stack.fake.url,
    UPSTREAM_MODE: 'live', CONDITIONS_AUTORUN: 'false', API_READ_LIMIT_PER_MINUTE: '0', MALLOC_ARENA_MAX: '2',
  }, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=500'] })
  await new Promise((r) => setTimeout(r, 20000))
  await measureRefresh(stack.payload, { mode: 'live', force: true })
  await measureRefresh(stack.payload, { mode: 'live', force: true })
  await server.stop()
  console.log(server.output().split('\n').filter((l) => l.includes('conditions: batch')).join('\n'))
} finally { await stack.stop() }
process.exit(0)
