// Upstream traffic bench (polite fetching): requests and bytes per source for a first
// refresh (empty database) and a second one an hour later on the ingestion clock (`now` + 1 h),
// against the fake upstream. Wave and weather models publish new runs a few times a day, so the
// second refresh should ask little or nothing. Prints a table; asserts nothing.
// Run: `npx tsx bench/upstream-traffic.ts`
import { startStack } from './conditions/stack'
import { stopOwnChildren } from './support/process-stats'
import { formatTable } from './support/table'

type Traffic = Record<string, { requests: number; bytes: number }>

const stack = await startStack()
try {
  const { runIngestion } = await import('../cms/conditions/ingest/run')
  const first = new Date()
  const runs: [string, Traffic][] = []
  for (const [label, now] of [
    ['first refresh (empty database)', first],
    ['second refresh, 1 h later', new Date(first.getTime() + 3_600_000)],
  ] as const) {
    stack.fake.requests.length = 0
    await runIngestion(stack.payload, { mode: 'live', now })
    // Bodies are counted when the response finishes: give the last ones a moment.
    await new Promise((r) => setTimeout(r, 200))
    const traffic: Traffic = {}
    for (const r of stack.fake.requests) {
      const t = (traffic[r.source] ??= { requests: 0, bytes: 0 })
      t.requests++
      t.bytes += r.bytes ?? 0
    }
    runs.push([label, traffic])
  }
  const sources = [...new Set(runs.flatMap(([, t]) => Object.keys(t)))].sort()
  const header = ['refresh', ...sources.flatMap((s) => [`${s} req`, `${s} KB`]), 'total KB']
  const rows = runs.map(([label, t]) => [
    label,
    ...sources.flatMap((s) => [t[s]?.requests ?? 0, Math.round((t[s]?.bytes ?? 0) / 1024)]),
    Math.round(Object.values(t).reduce((sum, x) => sum + x.bytes, 0) / 1024),
  ])
  console.log(`\n${formatTable([header, ...rows])}`)
  console.log(`BENCH_JSON ${JSON.stringify(Object.fromEntries(runs))}`)
} finally {
  await stopOwnChildren()
  await stack.stop()
}
process.exit(0)
