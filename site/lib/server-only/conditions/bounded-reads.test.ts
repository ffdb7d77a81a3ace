// Home's, the compare page's and the dated list's reads ask only for the spots they show: with
// 10,000 spots in the catalogue, every spot's week of forecasts and best windows, and every
// spot's conditions of three dates, were read into the answer cache (a fresh server held 1.5 GB
// once idle: bench/README.md "Catalogue"). The queries are recorded and their `where` checked.
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'
import { invalidateAnswers } from '../cache/answers'
import { allSpotForecasts } from './all-forecasts'
import { dailyStats } from './daily'
import { allBestWindowDays } from './hourly-days'
import { listSpotsOnTheirDay } from './spots'

const NOW = new Date('2026-11-20T10:30:00.000Z')
const FEATURED = [
  { id: 7, timeZone: 'UTC' },
  { id: 3, timeZone: 'Australia/Sydney' },
]

type Find = { collection: string; where?: unknown }

/** A Payload whose finds are recorded: the featured spots, and no rows of anything else. */
function recordingPayload(finds: Find[]): Payload {
  const spotDoc = (id: number) => ({
    id,
    name: `Spot ${id}`,
    slug: `spot-${id}`,
    location: 'Somewhere',
    latitude: 0,
    longitude: 0,
    breakType: 'beach',
    skillLevel: 'intermediate',
    timeZone: 'UTC',
    featured: true,
  })
  return {
    find: async (args: Find) => {
      finds.push({ collection: args.collection, where: args.where })
      const docs = args.collection === 'surf-spots' ? FEATURED.map((s) => spotDoc(s.id)) : []
      return { docs, totalDocs: docs.length }
    },
  } as unknown as Payload
}

/** The spot ids a `where` limits its rows to, wherever the clause sits. */
function spotIdsIn(where: unknown): number[] | null {
  const text = JSON.stringify(where ?? {})
  const match = /"spot":\{"in":\[([\d,]*)\]\}/.exec(text)
  return match ? (match[1] ?? '').split(',').filter(Boolean).map(Number) : null
}

describe('reads that list spots ask for the shown spots only', () => {
  beforeEach(() => invalidateAnswers())

  it("should limit home's forecast strips and best windows to its spots", async () => {
    const finds: Find[] = []
    const payload = recordingPayload(finds)
    await allSpotForecasts({ payload, spots: FEATURED, now: NOW })
    await allBestWindowDays({ payload, spots: FEATURED, now: NOW })
    expect(finds.map((f) => f.collection)).toEqual(['surf-forecasts', 'surf-hourly'])
    for (const f of finds) expect(spotIdsIn(f.where)).toEqual([3, 7])
  })

  it('should ask nothing for no spots', async () => {
    const finds: Find[] = []
    const payload = recordingPayload(finds)
    expect(await allSpotForecasts({ payload, spots: [], now: NOW })).toEqual(new Map())
    expect(await allBestWindowDays({ payload, spots: [], now: NOW })).toEqual(new Map())
    expect(finds).toEqual([])
  })

  it("should read the dated list's and the stats' conditions of the featured spots only", async () => {
    const finds: Find[] = []
    const payload = recordingPayload(finds)
    await listSpotsOnTheirDay({ payload, user: null, date: undefined, now: NOW })
    await dailyStats(payload, '2026-11-21', NOW)
    const conditionReads = finds.filter((f) => f.collection === 'surf-conditions')
    // Three dates for each spot's own today, one for the stats.
    expect(conditionReads).toHaveLength(4)
    for (const f of conditionReads) expect(spotIdsIn(f.where)?.sort()).toEqual([3, 7])
  })
})
