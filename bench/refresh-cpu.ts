// Refresh CPU (issue 35's goal: ≤ 5 ms a spot): a bench database of its own seeded with the 49,
// BENCH_SPOTS (1,000) published spots along Natural Earth's coast inserted in one statement, then
// BENCH_REFRESHES (3) complete forced refreshes in this one process against the fake upstream (no
// server: the batches are worked here). Prints each refresh's CPU a spot (the batches' own
// process.cpuUsage, as bench/catalogue.ts), the least and median of its full batches, and wall
// time. Nothing is asserted. Quicker than bench/catalogue.ts to compare two builds (alternate
// them run by run); `npx tsx --cpu-prof bench/refresh-cpu.ts` profiles it.
//   npx tsx bench/refresh-cpu.ts          (BENCH_SPOTS, BENCH_REFRESHES)
import { startCoastStack } from './support/coast-spots'

const N = Number(process.env.BENCH_SPOTS ?? 1000)
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 3)
process.env.UPSTREAM_TIMEOUT_MS ??= '60000'

const stack = await startCoastStack(N, 'Cpu bench')
try {
  const { measureRefresh } = await import('../cms/conditions/ingest/measure')
  const results = []
  for (let r = 0; r < REFRESHES; r++) {
    const m = await measureRefresh(stack.payload, { mode: 'live', force: true })
    // Each full batch's CPU a spot: the least and the median are steadier than the mean on a
    // shared machine (one batch that met a major GC or a neighbour's burst moves the mean).
    const { rows } = (await stack.payload.db.pool.query(
      `select cpu_ms::float / jsonb_array_length(spot_ids) as ms from conditions_refresh_batches
        where refresh_id = (select max(id) from conditions_refreshes)
          and jsonb_array_length(spot_ids) >= 100 order by 1`,
    )) as { rows: { ms: number }[] }
    const perBatch = rows.map((row) => row.ms)
    const median = perBatch[Math.floor(perBatch.length / 2)] ?? NaN
    results.push({
      cpuMsPerSpot: m.cpuMsPerSpot,
      batchMin: perBatch[0] ?? NaN,
      batchMedian: median,
      wallMs: m.wallMs,
      spots: m.spots,
    })
    console.log(
      `refresh ${r + 1}: ${m.spots} spots, ${m.batches} batches, ${m.cpuMsPerSpot.toFixed(2)} ms CPU a spot (full batches: least ${(perBatch[0] ?? NaN).toFixed(2)}, median ${median.toFixed(2)}), ${(m.wallMs / 1000).toFixed(1)} s wall`,
    )
  }
  console.log(`BENCH_JSON ${JSON.stringify({ refreshes: results })}`)
} finally {
  await stack.stop()
}
process.exit(0)
