// `npx tsx bench/refresh-batches.ts`: one process's complete refreshes of the seeded spots
// against the fake upstream, through the batch jobs (cms/conditions/ingest/batches.ts): spots,
// batches, CPU per spot, wall time, upstream requests per source, batches per worker.
// REFRESH_BATCH_SIZE (default 100) sets the batch size. Numbers only; nothing is asserted.
import { startStack } from './conditions/stack'

const stack = await startStack()
try {
  const { measureRefresh } = await import('../cms/conditions/ingest/measure')
  const first = await measureRefresh(stack.payload, { mode: 'live' })
  console.log('first refresh ', JSON.stringify(first))
  const forced = await measureRefresh(stack.payload, { mode: 'live', force: true })
  console.log('forced refresh', JSON.stringify(forced))
} finally {
  await stack.stop()
}
