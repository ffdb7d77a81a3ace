// Value generators for the fake Open-Meteo: each variable starts from what the recorded samples
// hold and is scaled, shifted and wiggled per point (seed) and hour, in the sample's own units.
import { readJsonSample, roundTo, unit, wave } from './samples'

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

export type PointSeed = { seed: number; latitude: number }

type Sample = {
  hourly_units: Record<string, string>
  hourly: Record<string, (number | string | null)[]>
}

// Which marine variables each model can supply (upstream-apis.md §1.4); the rest come back
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

/** A generator for a marine variable, 'unknown' (400) or 'unavailable' for this model. */
export function marineGenerator(variable: string, model: string, point: PointSeed, dir: string) {
  const sample = readJsonSample<Sample>('marine', dir)
  const unitText = sample.hourly_units[variable]
  if (unitText === undefined || variable === 'time') return 'unknown' as const
  const base = mean(sample.hourly[variable])
  // best_match lacks what the recording marks "undefined"; other models follow the table.
  if (unitText === 'undefined' && model === 'best_match') return 'unavailable' as const
  if (!(MARINE_MODELS[model]?.(variable) ?? false)) return 'unavailable' as const
  const centre = base ?? fallbackBase(variable)
  return withModelBias(marineShape(variable, unitText, centre, point), model, point.seed)
}

// Heights scaled up from the calm North Sea recording (so spots have surf), periods stretched to
// groundswell, directions turned per spot, sea level as a semi-diurnal tide.
function marineShape(variable: string, unitText: string, m: number, point: PointSeed): Generator {
  const s = point.seed
  if (variable === 'sea_surface_temperature') {
    const at = (h: number) => roundTo(seaTemperatureC(point) + 0.3 * wave(s, h, 24), 1)
    return { kind: 'temperature', baseUnit: '°C', at }
  }
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

function seaTemperatureC({ latitude }: PointSeed): number {
  return Math.max(2, 29 - 0.33 * Math.abs(latitude))
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
    generator = {
      kind: 'temperature',
      baseUnit: '°C',
      at: (h) => roundTo(seaTemperatureC(point) + 0.3 * wave(s, h, 24), 1),
    }
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
