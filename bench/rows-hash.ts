// The engine's output as one hash, to show a speed change changed nothing: the 49 seeded spots
// built at five fixed instants (December and June, three DST changes) from a sample refresh made
// at each (the sample server on that clock, every fetchedAt set to one instant), and a sha256 of
// everything a batch derives: each spot's series, model hours, cross-check pair and rows, its
// accuracy rows (with and without the batch's model hours) and the weather part. ROUNDTRIP=1
// builds from the snapshots' JSON instead (encoded, then decoded). Prints a hash per instant and
// one of all; run it before and after a change (`git stash`) and compare.
//   npx tsx bench/rows-hash.ts
import { createHash } from 'node:crypto'
import { spotAccuracyRows } from '../cms/conditions/accuracy/rows'
import { daySlicer } from '../cms/conditions/ingest/day-slices'
import { buildSpotRows, conditionDates } from '../cms/conditions/ingest/rows'
import { SEEDED_SPOTS, sampleStates } from '../cms/conditions/ingest/sample-test-support'
import { decodeEntries, encodeEntries } from '../cms/conditions/ingest/snapshot-codec'
import { buildSpot } from '../cms/conditions/ingest/spot-series'
import type { SourceState, SourceStates } from '../cms/conditions/ingest/types'
import { weatherPart } from '../cms/conditions/ingest/weather'
import { startSampleServer } from '../cms/conditions/upstream/sample-server/server'
import { testConfig } from '../cms/conditions/upstream/test-support'

const INSTANTS = [
  '2026-12-07T09:30:00Z',
  '2026-06-15T18:10:00Z',
  '2026-03-08T10:30:00Z',
  '2026-10-25T01:30:00Z',
  '2026-04-05T15:45:00Z',
]

/** The states as a refresh's next batch on another instance reads them: stored, read back. */
function roundTrip(states: SourceStates): void {
  for (const state of Object.values(states) as SourceState<never>[]) {
    const json = JSON.parse(JSON.stringify(encodeEntries(state.source, state.entries)))
    state.entries = decodeEntries(state.source, json) as never
  }
}

const all = createHash('sha256')
for (const at of INSTANTS) {
  const now = new Date(at)
  const server = await startSampleServer({ now: () => now.getTime() })
  const config = testConfig(server.url, { timeoutMs: 60_000 })
  const states = await sampleStates(SEEDED_SPOTS, config, now).finally(() => server.close())
  for (const state of Object.values(states) as SourceState<unknown>[])
    for (const entry of state.entries.values()) entry.fetchedAt = '2026-01-01T00:00:00.000Z'
  if (process.env.ROUNDTRIP === '1') roundTrip(states)
  const hash = createHash('sha256')
  const built = SEEDED_SPOTS.map((spot) => buildSpot(spot, states, 'sample'))
  const days = built.map((one) => daySlicer(one))
  for (const [i, one] of built.entries()) {
    const rows = buildSpotRows(one, now, days[i])
    const { series, modelHours, pair } = one
    hash.update(JSON.stringify({ rows, series, modelHours, pair }))
    const run = { spot: one.spot, states, forecasts: rows.forecasts, now, mode: 'sample' as const }
    const accuracy = [spotAccuracyRows({ ...run, modelHours }), spotAccuracyRows(run)]
    hash.update(JSON.stringify(accuracy))
  }
  hash.update(JSON.stringify(weatherPart(built, days, conditionDates(now))))
  const digest = hash.digest('hex')
  all.update(digest)
  console.log(`${at}  ${digest.slice(0, 16)}`)
}
console.log(`all instants  ${all.digest('hex').slice(0, 16)}`)
process.exit(0)
