// Fake api.weather.gov under /nws: /points, /zones?type=coastal&point= (nws-zones.ts),
// /gridpoints/{office}/{x},{y}[/forecast[/hourly]],
// /stations/{id}/observations/latest. Points outside the US answer 404 problem+json, as the
// real API does over open ocean; more than 4 decimals earns the real API's 301.
// Land and water: /points (asked with a beach coordinate) always answers a cell with an even x,
// and even-x cells are coastal land (the recorded LOX 100,71 answer: wave layers a 0
// placeholder); odd-x cells are over water (the made-up water-cell answer, scaled per cell). So
// the spot's own cell is land and its east/west neighbours are water, as on a real coast.
// Except MFL (Miami): every cell there is land, so one seed spot finds no water cell and takes
// its waves from its zone's Coastal Waters Forecast. The fake's CWF for any office carries a
// block for each seed marine zone of that office (the made-up PZZ650 text, relabelled).
import { MARINE_ZONES } from '../../../seed/data/marine-zones'
import { SPOT_SEEDS } from '../../../seed/data/spots'
import { placeTrains, placeWind } from './open-meteo-variables'
import { nwsPeriods } from './nws-periods'
import { zonesReply } from './nws-zones'
import { placeOf, placesOfZone } from './places'
import { HOUR_MS, readJsonSample, readSample, roundTo, seedOf, unit } from './samples'
import type { Place } from './sea-state'
import { openCompassPoint, sharedExposure, swellDirectionAt, windSeaAt } from './sea-state'
import type { SampleContext, SampleReply } from './types'
import { jsonReply } from './types'

type Region = { office: string; timeZone: string; city: string; state: string }
type Json = Record<string, unknown>

const REGIONS: [Region, (lat: number, lon: number) => boolean][] = [
  [
    { office: 'HFO', timeZone: 'Pacific/Honolulu', city: 'Haleiwa', state: 'HI' },
    (lat, lon) => lon < -150 && lat < 30,
  ],
  [
    { office: 'AFC', timeZone: 'America/Anchorage', city: 'Seward', state: 'AK' },
    (lat) => lat > 50,
  ],
  [
    { office: 'SJU', timeZone: 'America/Puerto_Rico', city: 'Rincon', state: 'PR' },
    (lat, lon) => lat < 19.5 && lon > -68,
  ],
  [
    { office: 'LOX', timeZone: 'America/Los_Angeles', city: 'Santa Barbara', state: 'CA' },
    (_, lon) => lon < -114,
  ],
  [
    { office: 'HGX', timeZone: 'America/Chicago', city: 'Galveston', state: 'TX' },
    (_, lon) => lon < -87.5,
  ],
  [
    { office: 'MFL', timeZone: 'America/New_York', city: 'Miami Beach', state: 'FL' },
    (lat, lon) => lat < 27 && lon > -81,
  ],
  [
    { office: 'TAE', timeZone: 'America/New_York', city: 'Sumatra', state: 'FL' },
    (lat) => lat < 31,
  ],
  [{ office: 'BOX', timeZone: 'America/New_York', city: 'Hull', state: 'MA' }, () => true],
]

const LAND_ONLY_OFFICES = new Set(['MFL'])

const EASTERN: Region = { office: 'BOX', timeZone: 'America/New_York', city: 'Hull', state: 'MA' }

/** The region an office code belongs to (any unknown office is treated as Eastern time). */
export function regionOf(office: string): Region {
  return (
    REGIONS.map(([r]) => r).find((r) => r.office === office.toUpperCase()) ?? { ...EASTERN, office }
  )
}

/** NWS errors are application/problem+json. */
export function problem(
  status: number,
  title: string,
  detail: string,
  type = 'NotFound',
): SampleReply {
  const body = {
    correlationId: `fake-${seedOf(detail).toString(16)}`,
    title,
    type: `https://api.weather.gov/problems/${type}`,
    status,
    detail,
    instance: `https://api.weather.gov/requests/fake-${seedOf(title).toString(16)}`,
  }
  return jsonReply(status, body, 'application/problem+json')
}

/** Routes every /nws request. */
export function handleNws(ctx: SampleContext): SampleReply {
  const points = /^\/points\/(-?[\d.]+),(-?[\d.]+)$/.exec(ctx.path)
  if (points) return pointsReply(ctx, points[1] ?? '', points[2] ?? '')
  const grid = /^\/gridpoints\/([A-Za-z]{3})\/(\d+),(\d+)(\/forecast(\/hourly)?)?$/.exec(ctx.path)
  if (grid) {
    const [, office = '', x = '', y = '', forecast, hourly] = grid
    if (!forecast) return rawGridReply(ctx, office.toUpperCase(), Number(x), Number(y))
    return jsonReply(
      200,
      nwsPeriods(ctx, regionOf(office), Number(x), Number(y), Boolean(hourly)),
      'application/geo+json',
    )
  }
  const cwfList = /^\/products\/types\/CWF\/locations\/([A-Za-z]{3})$/.exec(ctx.path)
  if (cwfList) return coastalWatersList(ctx, (cwfList[1] ?? '').toUpperCase())
  const product = /^\/products\/(CWF-[A-Z]{3}-fake)$/.exec(ctx.path)
  if (product) return coastalWatersProduct(ctx, product[1] ?? '')
  if (ctx.path === '/zones') {
    const zones = zonesReply(ctx)
    if (zones) return zones
  }
  const station = /^\/stations\/([A-Za-z0-9]+)\/observations\/latest$/.exec(ctx.path)
  if (station) return observationReply(ctx, (station[1] ?? '').toUpperCase())
  return problem(404, 'Not Found', `The requested resource '${ctx.path}' was not found`)
}

function pointsReply(ctx: SampleContext, latText: string, lonText: string): SampleReply {
  const lat = Number(latText)
  const lon = Number(lonText)
  if ([latText, lonText].some((t) => (t.split('.')[1] ?? '').length > 4)) {
    const location = `${ctx.base}/points/${roundTo(lat, 4)},${roundTo(lon, 4)}`
    return { status: 301, body: '', contentType: 'text/plain', headers: { Location: location } }
  }
  if (!(lat > 17 && lat < 72 && lon > -180 && lon < -64)) {
    return problem(
      404,
      'Data Unavailable For Requested Point',
      `Unable to provide data for requested point ${lat},${lon}`,
      'InvalidPoint',
    )
  }
  const { region, x, y } = cellOf(lat, lon)
  const grid = `${ctx.base}/gridpoints/${region.office}/${x},${y}`
  const answer = readJsonSample<Json>('nwsPoints', ctx.samplesDir)
  const self = `${ctx.base}/points/${lat},${lon}`
  Object.assign(answer, { id: self, geometry: { type: 'Point', coordinates: [lon, lat] } })
  const properties = answer.properties as Json
  Object.assign(properties, {
    '@id': self,
    cwa: region.office,
    forecastOffice: `${ctx.base}/offices/${region.office}`,
    gridId: region.office,
    gridX: x,
    gridY: y,
    forecast: `${grid}/forecast`,
    forecastHourly: `${grid}/forecast/hourly`,
    forecastGridData: grid,
    observationStations: `${grid}/stations`,
    timeZone: region.timeZone,
  })
  const location = properties.relativeLocation as { properties: Json; geometry: Json }
  Object.assign(location.properties, { city: region.city, state: region.state })
  Object.assign(location.geometry, {
    coordinates: [roundTo(lon + 0.02, 6), roundTo(lat + 0.02, 6)],
  })
  return jsonReply(200, answer, 'application/geo+json')
}

/** The land cell /points answers for a point (always an even x). */
function cellOf(lat: number, lon: number): { region: Region; x: number; y: number } {
  const region = REGIONS.find(([, test]) => test(lat, lon))?.[0] ?? EASTERN
  const seed = seedOf(`${lat},${lon}`)
  const [x, y] = [10 + 2 * Math.floor(unit(seed, 'x') * 90), 10 + Math.floor(unit(seed, 'y') * 180)]
  return { region, x, y }
}

let spotCells: { place: Place; office: string; x: number; y: number }[] | undefined

/**
 * The seeded spot a grid cell is for: the one whose land point's cell is that cell or one of the
 * neighbours ingestion tries (up to two cells out, cms/conditions/ingest/fetch-nws.ts seawardCells).
 */
function placeOfCell(office: string, x: number, y: number): Place | null {
  spotCells ??= SPOT_SEEDS.flatMap((seed) => {
    const place = placeOf(seed)
    if (!seed.isUS || seed.landLatitude === null || seed.landLongitude === null || !place) return []
    const cell = cellOf(seed.landLatitude, seed.landLongitude)
    return [{ place, office: cell.region.office, x: cell.x, y: cell.y }]
  })
  const near = spotCells
    .filter((c) => c.office === office && Math.abs(c.x - x) <= 2 && Math.abs(c.y - y) <= 2)
    .sort((a, b) => Math.hypot(a.x - x, a.y - y) - Math.hypot(b.x - x, b.y - y))
  return near[0]?.place ?? null
}

// A land cell (the recorded LOX grid) or a water cell (made-up values, heights scaled per cell),
// moved to start at the current hour: every validTime keeps its duration.
function rawGridReply(ctx: SampleContext, office: string, x: number, y: number): SampleReply {
  const water = x % 2 === 1 && !LAND_ONLY_OFFICES.has(office)
  const answer = readJsonSample<Json>(water ? 'nwsWaterGrid' : 'nwsGrid', ctx.samplesDir)
  const properties = answer.properties as Json
  if (water) scaleHeights(properties, 0.6 + 0.9 * unit(seedOf(`${office}${x},${y}`), 'height'))
  const recordedStart = Date.parse(String(properties.validTimes).split('/')[0] ?? '')
  const shift = Math.floor(ctx.now / HOUR_MS) * HOUR_MS - recordedStart
  const moved = (iso: string) =>
    new Date(Date.parse(iso) + shift).toISOString().replace('.000Z', '+00:00')
  for (const value of Object.values(properties)) {
    const layer = value as { values?: { validTime: string }[] }
    if (!Array.isArray(layer?.values)) continue
    if (ctx.empty) layer.values = []
    for (const entry of layer.values) {
      const [start = '', duration = ''] = entry.validTime.split('/')
      entry.validTime = `${moved(start)}/${duration}`
    }
  }
  const place = water ? placeOfCell(office, x, y) : null
  if (place) physicalWaves(properties, place, ctx.samplesDir)
  const id = `${ctx.base}/gridpoints/${office}/${x},${y}`
  const [, validFor = ''] = String(properties.validTimes).split('/')
  // The recorded polygons are where those two cells are; any other cell's position is unknown.
  const recorded = `${office}/${x},${y}` === (water ? 'LOX/99,70' : 'LOX/100,71')
  Object.assign(answer, { id, geometry: recorded ? answer.geometry : null })
  Object.assign(properties, {
    '@id': id,
    gridId: office,
    gridX: x,
    gridY: y,
    forecastOffice: `${ctx.base}/offices/${office}`,
    updateTime: moved(String(properties.updateTime)),
    validTimes: `${moved(String(properties.validTimes).split('/')[0] ?? '')}/${validFor}`,
  })
  return jsonReply(200, answer, 'application/geo+json')
}

// The made-up CWF text, issued an hour ago, for any office (its zones are Southern California's).
function coastalWatersList(ctx: SampleContext, office: string): SampleReply {
  const id = `CWF-${office}-fake`
  const issued = new Date(Math.floor(ctx.now / HOUR_MS) * HOUR_MS - HOUR_MS).toISOString()
  const item = { '@id': `${ctx.base}/products/${id}`, id, issuanceTime: issued, productCode: 'CWF' }
  return jsonReply(200, { '@graph': ctx.empty ? [] : [item] }, 'application/ld+json')
}

function coastalWatersProduct(ctx: SampleContext, id: string): SampleReply {
  const issued = new Date(Math.floor(ctx.now / HOUR_MS) * HOUR_MS - HOUR_MS).toISOString()
  const office = id.split('-')[1] ?? ''
  const text = withSeedZones(readSample('nwsCoastalWaters', ctx.samplesDir), office)
  const productText = withPhysicalTrains(text, Math.floor(ctx.now / HOUR_MS), ctx.samplesDir)
  return jsonReply(200, { id, issuanceTime: issued, productCode: 'CWF', productText })
}

// The recorded text plus, for each seed zone of the office it lacks, a copy of its first zone block.
function withSeedZones(text: string, office: string): string {
  const zones = new Set(
    Object.values(MARINE_ZONES)
      .filter((z) => z.office === office && !text.includes(`${z.zone}-`))
      .map((z) => z.zone),
  )
  const block = /^PZZ650-090000-\n[\s\S]*?\n\$\$\n/m.exec(text)?.[0] ?? ''
  const extra = [...zones].map((zone) => block.replace('PZZ650-', `${zone}-`)).join('\n')
  return extra ? `${text}\n${extra}` : text
}

type Layer = { values: { validTime: string; value: number | null }[] }

// A seeded spot's water cell: each block's swells from the spot's window, their periods the
// spot's own (its Open-Meteo swell trains, whole seconds as NWS gives them) and its wind-wave
// height grown from the spot's wind (the Open-Meteo wind the pages show), at the block's first hour.
function physicalWaves(properties: Json, place: Place, dir: string) {
  const { seed } = place
  const wind = placeWind(place, dir)
  const trains = placeTrains(place, dir)
  const whole = (s: number | null) => (s === null ? null : Math.round(s))
  const set = (name: string, value: (hour: number) => number | null) => {
    for (const entry of (properties[name] as Layer | undefined)?.values ?? []) {
      if (entry.value === null) continue
      const hour = Math.floor(Date.parse(entry.validTime.split('/')[0] ?? '') / HOUR_MS)
      entry.value = value(hour) ?? entry.value
    }
  }
  set('primarySwellDirection', (h) => swellDirectionAt(place.byDirection, seed, h, 'primary'))
  set('secondarySwellDirection', (h) => swellDirectionAt(place.byDirection, seed, h, 'secondary'))
  set('wavePeriod', (h) => whole(trains.swellS(h)))
  set('wavePeriod2', (h) => whole(trains.secondarySwellS(h)))
  set('windWaveHeight', (h) => {
    const { kmh, fromDeg } = wind(h)
    return roundTo(windSeaAt(place.byDirection, kmh, fromDeg).heightM, 2)
  })
}

const TRAIN = /\b([NESW]{1,3})(\s+\d+(?:\s+to\s+\d+)?\s+(?:ft|foot|feet)\s+at\s+)(\d+)(\s+seconds)/g
const ZONE_BLOCK = /^([A-Z]{2}Z\d{3})-\d{6}-\n[\s\S]*?\n\$\$\n/gm
/** Just before each period's '.TODAY...', '.THU NIGHT...' */
const PERIOD_START = /(?=^\.[A-Z][A-Z ]*\.\.\.)/m

// Each seeded zone's "Wave Detail" trains turned to come from the window its spots share, at its
// first spot's periods: the first train of a period is the primary swell, the others secondary;
// period n starts ~12 n h on.
function withPhysicalTrains(text: string, firstHour: number, dir: string): string {
  return text.replace(ZONE_BLOCK, (block, zone: string) => {
    const places = placesOfZone(zone)
    const [first] = places
    if (!first) return block
    const byDirection = sharedExposure(places)
    const trains = placeTrains(first, dir)
    const [head = '', ...periods] = block.split(PERIOD_START)
    const turned = periods.map((period, n) => {
      let index = 0
      return period.replace(TRAIN, (...m: string[]) => {
        const [, word = '', size = '', seconds = '', unit = ''] = m
        const kind = index++ === 0 ? 'primary' : 'secondary'
        const hour = firstHour + 12 * n
        const deg = swellDirectionAt(byDirection, first.seed, hour, kind)
        const s = (kind === 'primary' ? trains.swellS : trains.secondarySwellS)(hour)
        const from = deg === null ? word : openCompassPoint(byDirection, deg)
        return `${from}${size}${s === null ? seconds : Math.round(s)}${unit}`
      })
    })
    return [head, ...turned].join('')
  })
}

function scaleHeights(properties: Json, factor: number) {
  for (const [name, value] of Object.entries(properties)) {
    if (!name.endsWith('Height')) continue
    for (const entry of (value as { values: { value: number | null }[] }).values)
      entry.value = entry.value === null ? null : roundTo(entry.value * factor, 2)
  }
}

function observationReply(ctx: SampleContext, stationId: string): SampleReply {
  const answer = readJsonSample<Json>('nwsObservation', ctx.samplesDir)
  const p = answer.properties as Json
  const seed = seedOf(stationId)
  // METAR stations report a few minutes before the hour.
  const observed = Math.floor(ctx.now / HOUR_MS) * HOUR_MS - 7 * 60_000
  const timestamp = new Date(observed).toISOString().replace('.000Z', '+00:00')
  const self = `${ctx.base}/stations/${stationId}/observations/${timestamp}`
  Object.assign(answer, { id: self })
  Object.assign(p, { '@id': self, station: `${ctx.base}/stations/${stationId}`, timestamp })
  p.rawMessage = String(p.rawMessage).replace('KFLL', stationId)
  const adjust = (key: string, f: (v: number) => number) => {
    const quantity = p[key] as { value: number | null } | undefined
    if (!quantity) return
    quantity.value = ctx.empty || quantity.value === null ? null : f(quantity.value)
  }
  adjust('temperature', (c) => roundTo(c + (unit(seed, 't') - 0.5) * 8, 1))
  adjust('windSpeed', (k) => roundTo(k * (0.5 + 2 * unit(seed, 'w')), 2))
  adjust('windDirection', (d) => (d + Math.round(unit(seed, 'd') * 36) * 10) % 360)
  adjust('windGust', (k) => k)
  adjust('visibility', (m) => m)
  return jsonReply(200, answer, 'application/geo+json')
}
