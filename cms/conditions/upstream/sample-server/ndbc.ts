// Fake NDBC under /ndbc: realtime2 per station (/data/realtime2/{STATION}.txt and its spectral
// summary {STATION}.spec) and the latest-observations file (/data/latest_obs/latest_obs.txt), all
// made from the recorded 41002 rows of 2018-08-01, moved by ONE shift (the .txt's newest row ~20
// minutes old), so the three agree with each other and with the fake's clock; heights scaled per
// station. A seed buoy reads its spots' sea: directions from their window, periods and water
// temperature the first spot's own (its Open-Meteo sample, sea-temperature.ts for the date), so no
// August recording serves every buoy. Every answer is stored as sample data (provenance
// `sample: true`), like the rest of sample mode.
import { SPOT_SEEDS } from '../../../seed/data/spots'
import { NDBC_WAVE_BUOYS } from '../../stations/data/ndbc-wave-buoys'
import { degreesToCompass } from '../../../../shared/domain/rating/wind'
import { placeTrains, placeWind } from './open-meteo-variables'
import { placesOfBuoy } from './places'
import { HOUR_MS, readSample, roundTo, seedOf, unit, wave } from './samples'
import { openCompassPoint, sharedExposure, swellDirectionAt, windSeaDirectionAt } from './sea-state'
import { seaSurfaceTemperatureC } from './sea-temperature'
import type { SampleContext, SampleReply } from './types'
import { textReply } from './types'

const TEN_MINUTES = 10 * 60_000
/** Where the recorded buoy 41002 (South Hatteras) is moored, about: its latest_obs row's place. */
const RECORDED_AT = [32.3, -75.4] as const

/** The wave buoys NDBC's table lists (and the recorded 41002): any other id is NDBC's 404. */
const KNOWN_BUOYS = new Set(['41002', ...NDBC_WAVE_BUOYS.map((b) => b.id.toUpperCase())])

/** Routes every /ndbc request. */
export function handleNdbc(ctx: SampleContext): SampleReply {
  if (ctx.path === '/data/latest_obs/latest_obs.txt') return latestObs(ctx)
  const match = /^\/data\/realtime2\/([A-Za-z0-9]{5})\.(txt|spec)$/.exec(ctx.path)
  if (!match) return notFound(ctx.path)
  const station = (match[1] ?? '').toUpperCase()
  // Made-up rows for a station NDBC does not have would pass a typo'd or retired id as real.
  if (!KNOWN_BUOYS.has(station)) return notFound(ctx.path)
  const { header, rows } = match[2] === 'spec' ? spec(station, ctx) : realtime2(station, ctx)
  return textReply(200, `${[...header, ...rows].join('\n')}\n`)
}

// latest_obs.txt: the newest realtime2 row of every seed buoy (and the recorded 41002), with
// STN LAT LON in front, as NDBC lays out its one-file-for-all-stations summary.
function latestObs(ctx: SampleContext): SampleReply {
  const buoys = new Map(SPOT_SEEDS.flatMap((s) => (s.ndbcBuoy ? [[s.ndbcBuoy, s]] : [])))
  const stations = [...new Set(['41002', ...buoys.keys()])].sort()
  const { header } = realtime2('41002', ctx)
  const [names = '', units = ''] = header.map((l) => l.replace('#', '').trim())
  const lines = [
    `#STN      LAT      LON  ${names.replace(/^YY /, 'YYYY ')}`,
    `#text     deg      deg  ${units}`,
  ]
  if (!ctx.empty) {
    for (const station of stations) {
      const spot = buoys.get(station)
      const row = newestHour(realtime2(station, ctx).rows)
      if (!row) continue
      const at = [spot?.latitude ?? RECORDED_AT[0], spot?.longitude ?? RECORDED_AT[1]].map((n) =>
        n.toFixed(2),
      )
      lines.push(`${station.padEnd(5)} ${at[0]?.padStart(7)} ${at[1]?.padStart(8)}  ${row}`)
    }
  }
  return textReply(200, `${lines.join('\n')}\n`)
}

// NDBC's summary carries each station's latest value of every column (waves are measured once an
// hour, wind every 10 minutes): the newest row, its gaps filled from the rows of the hour before.
function newestHour(rows: readonly string[]): string | null {
  const [newest, ...older] = rows.slice(0, 7).map((r) => r.trim().split(/\s+/))
  if (!newest) return null
  const cells = newest.map((cell, i) =>
    cell !== 'MM' ? cell : (older.find((r) => r[i] !== 'MM')?.[i] ?? 'MM'),
  )
  return layOut(cells, rows[0] ?? '').trim()
}

type Table = { header: string[]; rows: string[] }

// The recorded 41002 rows with times moved so the newest is ~20 minutes old, heights scaled per station.
function realtime2(station: string, ctx: SampleContext): Table {
  return shifted(readSample('ndbc', ctx.samplesDir), station, ctx, ['WVHT'])
}

// The recorded .spec rows, moved by the .txt's shift (its :40 rows keep their place beside the
// .txt's :50 rows), every height scaled like the .txt's WVHT so swell and wind wave keep their share.
function spec(station: string, ctx: SampleContext): Table {
  return shifted(readSample('ndbcSpec', ctx.samplesDir), station, ctx, ['WVHT', 'SwH', 'WWH'])
}

// The .txt recording's shift: its newest row lands 20 minutes before the fake's 10-minute step.
function shiftOf(ctx: SampleContext): number {
  const newest = lines(readSample('ndbc', ctx.samplesDir))[2] ?? ''
  return Math.floor(ctx.now / TEN_MINUTES) * TEN_MINUTES - 2 * TEN_MINUTES - rowTime(newest)
}

const lines = (text: string) => text.split('\n').filter((l) => l.trim() !== '')

// A recorded NDBC table with its rows' times moved by the shift and the named heights scaled.
function shifted(text: string, station: string, ctx: SampleContext, heights: string[]): Table {
  const all = lines(text)
  const header = all.slice(0, 2)
  const rows = all.slice(2)
  if (ctx.empty) return { header, rows: [] }
  const template = rows[0] ?? ''
  const shift = shiftOf(ctx)
  const names = (header[0] ?? '').replace('#', '').trim().split(/\s+/)
  const waveScale = 0.6 + 1.9 * unit(seedOf(station), 'wvht')
  const turn = turnFor(station, ctx.samplesDir)
  const body = rows.map((row) => {
    const cells = row.trim().split(/\s+/)
    const at = new Date(rowTime(row) + shift)
    const date = [
      at.getUTCFullYear(),
      at.getUTCMonth() + 1,
      at.getUTCDate(),
      at.getUTCHours(),
      at.getUTCMinutes(),
    ]
    date.forEach((n, i) => (cells[i] = String(n).padStart(i === 0 ? 4 : 2, '0')))
    for (const index of heights.map((h) => names.indexOf(h))) {
      if (cells[index] && cells[index] !== 'MM')
        cells[index] = roundTo(Number(cells[index]) * waveScale, 1).toFixed(1)
    }
    turn(cells, names, Math.round(at.getTime() / HOUR_MS))
    return layOut(cells, template)
  })
  return { header, rows: body }
}

type Turn = (cells: string[], names: string[], hour: number) => void

const tenths = (n: number | null) => (n === null ? null : n.toFixed(1))

// A buoy's sea made physical. Any buoy: WTMP the sea temperature of its place for the row's date
// (a seed buoy's first spot, else the recorded 41002's mooring). A seed buoy also (sea-state.ts):
// MWD and SwD from the window its spots share (SwD a compass word open to them), WWD from the
// first spot's wind; DPD, SwP and APD the first spot's swell and mean periods, WWP its wind sea's.
function turnFor(station: string, samplesDir: string): Turn {
  const places = placesOfBuoy(station)
  const [first] = places
  const [lat, lon] = first ? [first.latitude, first.longitude] : RECORDED_AT
  const water = (hour: number) =>
    seaSurfaceTemperatureC(lat, lon, hour * HOUR_MS, samplesDir) +
    0.3 * wave(seedOf(station), hour, 24, 'wtmp')
  if (!first) {
    return (cells, names, hour) => {
      const i = names.indexOf('WTMP')
      if (cells[i] !== undefined && cells[i] !== 'MM') cells[i] = water(hour).toFixed(1)
    }
  }
  const byDirection = sharedExposure(places)
  const wind = placeWind(first, samplesDir)
  const trains = placeTrains(first, samplesDir)
  return (cells, names, hour) => {
    const set = (name: string, value: () => string | null) => {
      const i = names.indexOf(name)
      if (i >= 0 && cells[i] !== undefined && cells[i] !== 'MM') cells[i] = value() ?? cells[i]
    }
    const swell = swellDirectionAt(byDirection, first.seed, hour, 'primary')
    set('MWD', () => (swell === null ? null : String(swell)))
    set('SwD', () => (swell === null ? null : openCompassPoint(byDirection, swell)))
    set('WWD', () => degreesToCompass(windSeaDirectionAt(wind(hour).fromDeg, first.seed, hour)))
    // NDBC writes DPD in whole seconds, the .spec's periods and APD in tenths.
    set('DPD', () => {
      const s = trains.swellS(hour)
      return s === null ? null : String(Math.round(s))
    })
    set('SwP', () => tenths(trains.swellS(hour)))
    set('APD', () => tenths(trains.meanS(hour)))
    set('WWP', () => tenths(trains.windSeaS(hour)))
    set('WTMP', () => water(hour).toFixed(1))
  }
}

// 'YYYY MM DD hh mm …' → epoch ms (UTC).
function rowTime(row: string): number {
  const [y, mo, d, h, mi] = row.trim().split(/\s+/).map(Number)
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0)
}

// Right-align each cell where the recorded row ends that column, keeping NDBC's fixed layout.
function layOut(cells: string[], template: string): string {
  const ends = [...template.matchAll(/\S+/g)].map((m) => (m.index ?? 0) + m[0].length)
  let line = ''
  for (const [i, cell] of cells.entries()) {
    const end = ends[i] ?? line.length + cell.length + 1
    line += cell.padStart(Math.max(cell.length + (i ? 1 : 0), end - line.length))
  }
  return line
}

function notFound(path: string): SampleReply {
  const html = `<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL ${path} was not found on this server.</p></body></html>\n`
  return textReply(404, html, 'text/html; charset=iso-8859-1')
}
