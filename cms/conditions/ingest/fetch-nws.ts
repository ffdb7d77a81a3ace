// NWS raw grids for US spots (docs/conditions.md "Sources"). The official marine forecast is in
// the raw grid of a cell over WATER; the cell /points gives for the spot's beach coordinate is
// usually coastal land (its wave layers a 0 placeholder). So the first time, ingestion looks at
// the spot's cell's neighbours on the sea side (the beach's facing, then ±45°, then two cells
// out) until one carries waves, and remembers the cell in the snapshot. A spot with no water
// cell keeps its own cell, which still gives the official wind, takes its waves from its marine
// zone's Coastal Waters Forecast (one per office per refresh), and is looked at again weekly.
// Polite: a grid is fetched again only when the last answer is NWS_REFETCH_MS old (forecasters
// update the grids a few times a day; `updateTime` says when).
import { WAVE_TRAIN_FIELDS } from '../../../shared/domain/forecast/series'
import type { CwfProduct, UpstreamConfig, UpstreamResult } from '../upstream'
import { fetchCoastalWaters, fetchGridData, fetchPoint } from '../upstream'
import type { NwsGridData } from '../upstream'
import { cwfHours } from './cwf-hours'
import { mapLimit } from './concurrency'
import { pointKey } from './fetch-open-meteo'
import type { Entry, FetchOutcome, IngestSpot, NwsValue } from './types'

const IN_FLIGHT = 4
/** A grid answer younger than this is kept without asking again. */
export const NWS_REFETCH_MS = 3 * 3_600_000
/** A spot whose neighbours had no water cell is looked at again after this. */
export const NWS_RESOLVE_AGAIN_MS = 7 * 24 * 3_600_000

type Cell = { office: string; x: number; y: number }
const cellName = (c: Cell) => `${c.office}/${c.x},${c.y}`

/** Cells to try from the spot's own cell, seaward first (x grows east, y grows north). */
export function seawardCells(own: Cell, facingDeg: number): Cell[] {
  const step = (deg: number, n = 1) => {
    const rad = (deg * Math.PI) / 180
    return {
      ...own,
      x: own.x + Math.round(n * Math.sin(rad)),
      y: own.y + Math.round(n * Math.cos(rad)),
    }
  }
  const cells = [step(facingDeg), step(facingDeg - 45), step(facingDeg + 45), step(facingDeg, 2)]
  return cells.filter((c, i) => cells.findIndex((d) => cellName(d) === cellName(c)) === i)
}

type GridFetcher = (cell: Cell) => Promise<UpstreamResult<NwsGridData>>

function toValue(grid: NwsGridData, tried: string[], resolvedAt: string): NwsValue {
  return {
    grid: `${grid.gridId}/${grid.gridX},${grid.gridY}`,
    hasWaves: grid.hasWaves,
    updateTime: grid.updateTime,
    centre: grid.centre,
    hourly: grid.hourly,
    tried,
    resolvedAt,
  }
}

function parseCell(name: string): Cell | null {
  const m = /^([A-Z]{3})\/(\d+),(\d+)$/.exec(name)
  return m ? { office: m[1] ?? '', x: Number(m[2]), y: Number(m[3]) } : null
}

async function resolve(
  spot: IngestSpot,
  config: UpstreamConfig,
  grid: GridFetcher,
  now: Date,
): Promise<UpstreamResult<NwsValue>> {
  const point = await fetchPoint(spot.landLatitude ?? 0, spot.landLongitude ?? 0, { config })
  if (!point.ok) return point
  const own = { office: point.value.gridId, x: point.value.gridX, y: point.value.gridY }
  const tried: string[] = []
  for (const cell of seawardCells(own, spot.beachFacingDegrees)) {
    tried.push(cellName(cell))
    const result = await grid(cell)
    if (!result.ok) return result
    if (result.value.hasWaves)
      return { ...result, value: toValue(result.value, tried, now.toISOString()) }
  }
  // No water cell among the neighbours: the spot's own cell still gives the official wind.
  tried.push(cellName(own))
  const result = await grid(own)
  return result.ok ? { ...result, value: toValue(result.value, tried, now.toISOString()) } : result
}

type CwfFetcher = (office: string) => Promise<UpstreamResult<CwfProduct>>

/**
 * A cell without waves: the spot's zone's Coastal Waters Forecast, parsed into hourly waves, goes
 * into the grid's hours (its wind stays). No zone, no CWF or no such zone in it: unchanged.
 */
async function addCoastalWaters(
  spot: IngestSpot,
  value: NwsValue,
  coastal: CwfFetcher,
): Promise<NwsValue> {
  if (!spot.marineZone) return value
  const product = await coastal(spot.marineZone.office)
  const zone = product.ok && product.value.zones.find((z) => z.zone === spot.marineZone?.zone)
  if (!product.ok || !zone) return value
  const waves = cwfHours(zone, product.value.issuanceTime, spot.timeZone)
  if (waves.length === 0) return value
  const byTime = new Map(waves.map((h) => [Date.parse(h.time), h]))
  const hourly = value.hourly.map((hour) => {
    const cwf = byTime.get(Date.parse(hour.time))
    byTime.delete(Date.parse(hour.time))
    if (!cwf) return hour
    const merged = { ...hour }
    for (const f of WAVE_TRAIN_FIELDS) merged[f] = cwf[f]
    return merged
  })
  const later = [...byTime.values()]
  const all = [...hourly, ...later].sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
  const issuedAt = new Date(product.value.issuanceTime).toISOString()
  return { ...value, hourly: all, cwf: { zone: zone.zone, issuedAt } }
}

/** Every US spot's NWS grid: known cells refetched when due, new spots resolved. */
export async function fetchNwsFor(input: {
  spots: readonly IngestSpot[]
  config: UpstreamConfig
  known: ReadonlyMap<string, Entry<NwsValue>>
  now: Date
}): Promise<FetchOutcome<NwsValue> & { reused: Map<string, Entry<NwsValue>> }> {
  const { config, known, now } = input
  let requests = 0
  const grids = new Map<string, Promise<UpstreamResult<NwsGridData>>>()
  const grid: GridFetcher = (cell) => {
    const name = cellName(cell)
    let pending = grids.get(name)
    if (!pending) {
      requests++
      pending = fetchGridData(cell.office, cell.x, cell.y, { config })
      grids.set(name, pending)
    }
    return pending
  }
  const products = new Map<string, Promise<UpstreamResult<CwfProduct>>>()
  const coastal: CwfFetcher = (office) => {
    let pending = products.get(office)
    if (!pending) {
      requests += 2 // the office's product list, then its newest product
      pending = fetchCoastalWaters(office, { config })
      products.set(office, pending)
    }
    return pending
  }
  const withCwf = async (spot: IngestSpot, result: UpstreamResult<NwsValue>) =>
    result.ok && !result.value.hasWaves
      ? { ...result, value: await addCoastalWaters(spot, result.value, coastal) }
      : result
  const spots = [
    ...new Map(
      input.spots
        .filter((s) => s.isUS && s.landLatitude !== null && s.landLongitude !== null)
        .map((s) => [pointKey(s), s]),
    ).values(),
  ]
  const reused = new Map<string, Entry<NwsValue>>()
  const fresh = new Map<string, Entry<NwsValue>>()
  const failures = new Map<string, string>()
  type Done =
    { key: string; reused: Entry<NwsValue> } | { key: string; result: UpstreamResult<NwsValue> }
  const results = await mapLimit(spots, IN_FLIGHT, async (spot): Promise<Done> => {
    const key = pointKey(spot)
    const last = known.get(key)
    const age = last ? now.getTime() - Date.parse(last.fetchedAt) : Infinity
    const resolvedAge = last ? now.getTime() - Date.parse(last.value.resolvedAt) : Infinity
    if (last && age < NWS_REFETCH_MS) return { key, reused: last }
    const cell = last && (last.value.hasWaves || resolvedAge < NWS_RESOLVE_AGAIN_MS)
    const parsed = cell ? parseCell(last.value.grid) : null
    if (last && parsed) {
      const result = await grid(parsed)
      if (!result.ok) return { key, result }
      // A known water cell that lost its waves (NWS changed the grid): look again next time.
      const resolvedAt = result.value.hasWaves === last.value.hasWaves ? last.value.resolvedAt : ''
      const value = toValue(result.value, last.value.tried, resolvedAt || new Date(0).toISOString())
      return { key, result: await withCwf(spot, { ...result, value }) }
    }
    requests++ // the /points lookup
    return { key, result: await withCwf(spot, await resolve(spot, config, grid, now)) }
  })
  for (const r of results) {
    if ('reused' in r) reused.set(r.key, r.reused)
    else if (r.result.ok) fresh.set(r.key, { fetchedAt: r.result.fetchedAt, value: r.result.value })
    else failures.set(r.key, r.result.error.message)
  }
  const unreachable = false
  return { requests, fresh: new Map([...reused, ...fresh]), failures, unreachable, reused }
}
