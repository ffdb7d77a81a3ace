// Value generators for the fake Open-Meteo: each variable starts from what the recorded samples
// hold and is scaled, shifted and wiggled per point (seed) and hour, in the sample's own units.
import { HOUR_MS, readJsonSample, roundTo, seedOf, unit, wave } from './samples'
import { seaSurfaceTemperatureC } from './sea-temperature'
import type { Place, Train } from './sea-state'
import { swellDirectionAt, windSeaAt, windSeaDirectionAt } from './sea-state'

export type Kind =
  | 'length'
  | 'speed'
  | 'temperature'
  | 'precipitation'
  | 'visibility'
  | 'direction'
  | 'period'
  | 'fixed'

/** `at(hour)` takes hours since the epoch and returns a value in `baseUnit`. */
export type Generator = { kind: Kind; baseUnit: string; at: (hour: number) => number | null }

/** A point asked for: its seed (from the snapped cell) and, near a seeded spot, that spot. */
export type PointSeed = { seed: number; latitude: number; longitude: number; place?: Place | null }

export type Api = 'marine' | 'forecast'

// Marine snaps to cell centres of its ~0.083° grid (53.04 → 53.041664 in the recording).
export function snap(api: Api, lat: number, lon: number): [number, number] {
  const cells = api === 'marine' ? 12 : 40
  const centre = (x: number) => roundTo((Math.floor(x * cells) + 0.5) / cells, 6)
  return [centre(lat), centre(lon)]
}

/** The seed of the cell a point falls in: every point of a cell gets the same values. */
export function pointSeed(api: Api, lat: number, lon: number): PointSeed {
  const [latitude, longitude] = snap(api, lat, lon)
  return {
    seed: seedOf(`${latitude.toFixed(4)},${longitude.toFixed(4)}`),
    latitude: lat,
    longitude: lon,
  }
}

type Sample = {
  hourly_units: Record<string, string>
  hourly: Record<string, (number | string | null)[]>
}

// Which marine variables each model can supply; the rest come back
// with unit "undefined" and null values, as the real API does.
const MARINE_MODELS: Record<string, (variable: string) => boolean> = {
  best_match: () => true,
  meteofrance_wave: (v) =>
    /^(wave|wind_wave|swell_wave|secondary_swell_wave)_/.test(v) && !v.includes('peak'),
  meteofrance_currents: (v) => /^(ocean_current|sea_level|invert_barometer|sea_surface)/.test(v),
  ewam: (v) => /^(wave|wind_wave|swell_wave)_/.test(v),
  gwam: (v) => /^(wave|wind_wave|swell_wave)_/.test(v),
  ecmwf_wam: (v) => /^wave_(height|direction|period|peak_period)$/.test(v),
  ecmwf_wam025: (v) => /^wave_(height|direction|period|peak_period)$/.test(v),
  era5_ocean: (v) => /^wave_(height|direction|period|peak_period)$/.test(v),
  ncep_gfswave025: (v) => /(wave|swell)_/.test(v),
  ncep_gfswave016: (v) => /(wave|swell)_/.test(v),
}

/** True when the fake knows the marine model name. */
export function isMarineModel(model: string): boolean {
  return model in MARINE_MODELS
}

function mean(values: (number | string | null)[] | undefined): number | null {
  const numbers = (values ?? []).filter((v): v is number => typeof v === 'number')
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null
}

const marineSamples = new Map<string, Sample>()

// The marine recording, parsed once per samples folder: every generator only reads it.
function marineSample(dir: string): Sample {
  const known = marineSamples.get(dir)
  if (known) return known
  const sample = readJsonSample<Sample>('marine', dir)
  marineSamples.set(dir, sample)
  return sample
}

/** A generator for a marine variable, 'unknown' (400) or 'unavailable' for this model. */
export function marineGenerator(variable: string, model: string, point: PointSeed, dir: string) {
  const sample = marineSample(dir)
  const unitText = sample.hourly_units[variable]
  if (unitText === undefined || variable === 'time') return 'unknown' as const
  const base = mean(sample.hourly[variable])
  // best_match lacks what the recording marks "undefined"; other models follow the table.
  if (unitText === 'undefined' && model === 'best_match') return 'unavailable' as const
  if (!(MARINE_MODELS[model]?.(variable) ?? false)) return 'unavailable' as const
  const centre = base ?? fallbackBase(variable)
  const physical = point.place ? physicalShape(variable, point, point.place, dir) : null
  return withModelBias(
    physical ?? marineShape(variable, unitText, centre, point, dir),
    model,
    point.seed,
  )
}

const PHYSICAL = new Set([
  'swell_wave_direction',
  'secondary_swell_wave_direction',
  'wind_wave_direction',
  'wind_wave_height',
  'wind_wave_period',
  'wind_wave_peak_period',
  'wave_height',
  'wave_direction',
])

/** The recorded shape of one marine variable at a point (heights, periods: as before). */
function recordedShape(variable: string, point: PointSeed, dir: string): Generator {
  const sample = marineSample(dir)
  const centre = mean(sample.hourly[variable]) ?? fallbackBase(variable)
  return marineShape(variable, sample.hourly_units[variable] ?? '', centre, point, dir)
}

export type PlaceTrains = {
  /** Primary swell period (s): Open-Meteo's swell_wave_period at the spot. */
  swellS: (hour: number) => number | null
  secondarySwellS: (hour: number) => number | null
  /** Mean period of the whole sea (s): Open-Meteo's wave_period at the spot. */
  meanS: (hour: number) => number | null
  /** The wind sea's peak period (s), grown from the spot's wind over its fetch. */
  windSeaS: (hour: number) => number
  /** Sea-surface temperature (°C) at the spot: sea-temperature.ts. */
  waterC: (hour: number) => number | null
}

/**
 * The periods and water temperature of a seeded spot as its Open-Meteo Marine point answers
 * them, for the other sources that speak for the same sea (the NWS water cell, the CWF, the
 * buoy): each spot's own series, so no recording serves every spot alike.
 */
export function placeTrains(place: Place, dir: string): PlaceTrains {
  const point: PointSeed = { ...pointSeed('marine', place.latitude, place.longitude), place }
  const of = (variable: string) => recordedShape(variable, point, dir).at
  const wind = placeWind(place, dir)
  return {
    swellS: of('swell_wave_period'),
    secondarySwellS: of('secondary_swell_wave_period'),
    meanS: of('wave_period'),
    windSeaS: (h) => {
      const { kmh, fromDeg } = wind(h)
      return windSeaAt(place.byDirection, kmh, fromDeg).periodS
    },
    waterC: of('sea_surface_temperature'),
  }
}

type Wind = { kmh: number; fromDeg: number }
const winds = new Map<string, (hour: number) => Wind>()

/**
 * The spot's wind as the fake Forecast API answers it for the spot's own coordinates (best_match),
 * so the wind sea follows the wind the pages show.
 */
export function placeWind(place: Place, dir: string): (hour: number) => Wind {
  const key = `${place.slug}|${dir}`
  const known = winds.get(key)
  if (known) return known
  const point = pointSeed('forecast', place.latitude, place.longitude)
  const speed = forecastGenerator('wind_speed_10m', 'best_match', point, dir)
  const from = forecastGenerator('wind_direction_10m', 'best_match', point, dir)
  const at = (h: number): Wind => ({
    kmh: (speed !== 'unknown' ? speed.at(h) : null) ?? 0,
    fromDeg: (from !== 'unknown' ? from.at(h) : null) ?? 0,
  })
  winds.set(key, at)
  return at
}

// At a seeded spot: swells from its window, the wind sea from its wind with a fetch-limited
// height (sea-state.ts), the total sea made of the three. Null: the variable is not one of them.
function physicalShape(
  variable: string,
  point: PointSeed,
  place: Place,
  dir: string,
): Generator | null {
  if (!PHYSICAL.has(variable)) return null
  const s = place.seed
  const windAt = placeWind(place, dir)
  const windSeaOf = (h: number) => {
    const wind = windAt(h)
    return windSeaAt(place.byDirection, wind.kmh, wind.fromDeg)
  }
  const primary = recordedShape('swell_wave_height', point, dir)
  const secondary = recordedShape('secondary_swell_wave_height', point, dir)
  // A spot nothing reaches (no window at all) keeps the generic directions.
  const generic = {
    primary: recordedShape('swell_wave_direction', point, dir),
    secondary: recordedShape('secondary_swell_wave_direction', point, dir),
  }
  const swellDir = (h: number, train: Train) =>
    swellDirectionAt(place.byDirection, s, h, train) ?? generic[train].at(h)
  const windSeaDir = (h: number) => windSeaDirectionAt(windAt(h).fromDeg, s, h)
  const direction = (at: (h: number) => number | null): Generator => ({
    kind: 'direction',
    baseUnit: '°',
    at,
  })
  const metres = (at: (h: number) => number): Generator => ({
    kind: 'length',
    baseUnit: 'm',
    at: (h) => roundTo(at(h), 2),
  })
  const seconds = (at: (h: number) => number): Generator => ({
    kind: 'period',
    baseUnit: 's',
    at: (h) => roundTo(at(h), 2),
  })
  switch (variable) {
    case 'swell_wave_direction':
      return direction((h) => swellDir(h, 'primary'))
    case 'secondary_swell_wave_direction':
      return direction((h) => swellDir(h, 'secondary'))
    case 'wind_wave_direction':
      return direction(windSeaDir)
    case 'wind_wave_height':
      return metres((h) => windSeaOf(h).heightM)
    case 'wind_wave_peak_period':
      return seconds((h) => windSeaOf(h).periodS)
    case 'wind_wave_period':
      // The mean period of a JONSWAP sea is about 0.85 of its peak period.
      return seconds((h) => Math.max(1, 0.85 * windSeaOf(h).periodS))
    case 'wave_height':
      return metres((h) =>
        Math.hypot(primary.at(h) ?? 0, secondary.at(h) ?? 0, windSeaOf(h).heightM),
      )
    default:
      // wave_direction: the bigger of the primary swell and the wind sea sets the mean direction.
      return direction((h) =>
        windSeaOf(h).heightM > (primary.at(h) ?? 0) ? windSeaDir(h) : swellDir(h, 'primary'),
      )
  }
}

// Heights scaled up from the calm North Sea recording (so spots have surf), periods stretched to
// groundswell, directions turned per point (away from seeded spots: physicalShape there), sea
// level as a semi-diurnal tide.
function marineShape(
  variable: string,
  unitText: string,
  m: number,
  point: PointSeed,
  dir: string,
): Generator {
  const s = point.seed
  if (variable === 'sea_surface_temperature') return seaTemperature(point, dir)
  if (variable === 'sea_level_height_msl') {
    const amplitude = 0.4 + 0.8 * unit(s, 'tide')
    const at = (h: number) => roundTo(amplitude * wave(s, h, 12.42) + 0.1 * wave(s, h, 24.8), 2)
    return { kind: 'length', baseUnit: 'm', at }
  }
  if (variable.endsWith('_direction')) {
    const shift = (unit(s, `dir${variable}`) - 0.5) * 160
    const at = (h: number) =>
      Math.round((((m + shift + 15 * wave(s, h, 53, variable)) % 360) + 360) % 360)
    return { kind: 'direction', baseUnit: '°', at }
  }
  if (variable === 'swell_wave_period' || variable === 'secondary_swell_wave_period') {
    // A swell's period is set by the storm that sent it (6 to 14 s here, per point) and arrives
    // longest as the swell builds, falling as it fades (dispersion): the period leads the train's
    // 31 h height pulse by a quarter of it, so spots and hours differ as real trains do.
    const level = m * (1.6 + 2 * unit(s, 'period'))
    const height = variable.replace('_period', '_height')
    const at = (h: number) =>
      roundTo(
        Math.max(1, level * (1 + 0.18 * wave(s, h + 31 / 4, 31, height)) + 0.7 * wave(s, h, 43)),
        2,
      )
    return { kind: 'period', baseUnit: 's', at }
  }
  if (variable.endsWith('_period')) {
    const scale = 1.6 + 1.2 * unit(s, 'period')
    const at = (h: number) => roundTo(Math.max(1, m * scale + wave(s, h, 43, variable)), 2)
    return { kind: 'period', baseUnit: 's', at }
  }
  if (variable.endsWith('_height')) {
    const scale = 1.3 + 2.2 * unit(s, 'height')
    const swing = (h: number) => 1 + 0.3 * wave(s, h, 31, variable) + 0.1 * wave(s, h, 7, variable)
    return {
      kind: 'length',
      baseUnit: 'm',
      at: (h) => roundTo(Math.max(0, m * scale * swing(h)), 2),
    }
  }
  const kind: Kind = unitText === 'km/h' ? 'speed' : unitText === 'm' ? 'length' : 'fixed'
  return {
    kind,
    baseUnit: unitText,
    at: (h) => roundTo(m * (1 + 0.2 * wave(s, h, 19, variable)), 2),
  }
}

// Variables the recorded model could not supply (all null) still need a plausible centre.
function fallbackBase(variable: string): number {
  if (variable.endsWith('_period')) return 4.5
  if (variable.endsWith('_direction')) return 240
  if (variable.endsWith('_height')) return 0.15
  return 1
}

// The point's sea temperature for the hour's date (sea-temperature.ts), with a small daily swing.
function seaTemperature(point: PointSeed, dir: string): Generator {
  const { latitude, longitude, seed } = point
  const at = (h: number) =>
    roundTo(
      seaSurfaceTemperatureC(latitude, longitude, h * HOUR_MS, dir) + 0.3 * wave(seed, h, 24),
      1,
    )
  return { kind: 'temperature', baseUnit: '°C', at }
}

// Different models must disagree a little, or the validation dashboard has nothing to show.
function withModelBias(generator: Generator, model: string, seed: number): Generator {
  if (model === 'best_match' || generator.kind === 'direction') return generator
  const factor = 0.9 + 0.2 * unit(seed, model)
  return { ...generator, at: (h) => mapNumber(generator.at(h), (v) => roundTo(v * factor, 2)) }
}

const mapNumber = (v: number | null, f: (n: number) => number) => (v === null ? null : f(v))

const TORONTO_KINDS: Record<string, [Kind, string, (n: number) => number]> = {
  temperature_2m: ['temperature', '°C', (f) => ((f - 32) * 5) / 9],
  apparent_temperature: ['temperature', '°C', (f) => ((f - 32) * 5) / 9],
  wind_speed_10m: ['speed', 'km/h', (mph) => mph * 1.609344],
  wind_gusts_10m: ['speed', 'km/h', (mph) => mph * 1.609344],
  wind_direction_10m: ['direction', '°', (d) => d],
  precipitation: ['precipitation', 'mm', (inch) => inch * 25.4],
  precipitation_probability: ['fixed', '%', (p) => p],
  weather_code: ['fixed', 'wmo code', (c) => c],
}

/** A generator for a forecast variable, or 'unknown' (400). */
export function forecastGenerator(variable: string, model: string, point: PointSeed, dir: string) {
  const s = point.seed
  const toronto = TORONTO_KINDS[variable]
  let generator: Generator
  if (toronto) {
    const [kind, baseUnit, toBase] = toronto
    const values = readJsonSample<Sample>('forecastToronto', dir).hourly[variable] ?? []
    const offset = Math.floor(unit(s, 'offset') * values.length)
    const adjust = forecastAdjustment(variable, point, model)
    const at = (h: number) => {
      const raw = values[(((h + offset) % values.length) + values.length) % values.length]
      return typeof raw === 'number' ? adjust(toBase(raw)) : null
    }
    generator = { kind, baseUnit, at }
  } else if (variable === 'visibility') {
    const base = mean(readJsonSample<Sample>('forecastExcerpt', dir).hourly.visibility) ?? 20_000
    generator = {
      kind: 'visibility',
      baseUnit: 'm',
      at: (h) => Math.min(50_000, Math.round(base * (1.3 + 0.9 * wave(s, h, 24, 'vis')))),
    }
  } else if (variable === 'sea_surface_temperature') {
    generator = seaTemperature(point, dir)
  } else {
    return 'unknown' as const
  }
  return generator
}

// Toronto in March is not a surf town: warm the air toward the equator, vary wind per spot.
function forecastAdjustment(
  variable: string,
  point: PointSeed,
  model: string,
): (n: number) => number {
  const bias = model === 'best_match' ? 0 : unit(point.seed, model) - 0.5
  if (variable.includes('temperature')) {
    return (c) => roundTo(c + (43.7 - Math.abs(point.latitude)) * 0.55 + bias * 2, 1)
  }
  if (variable.startsWith('wind_speed') || variable.startsWith('wind_gusts')) {
    const factor = 0.7 + 0.6 * unit(point.seed, 'wind') + bias * 0.2
    return (v) => roundTo(v * factor, 1)
  }
  if (variable === 'wind_direction_10m') {
    const shift = Math.round(unit(point.seed, 'winddir') * 360 + bias * 40)
    return (d) => (((d + shift) % 360) + 360) % 360
  }
  return (v) => v
}
