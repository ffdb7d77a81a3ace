// Fake NWS /forecast and /forecast/hourly. No faithful recording exists (samples README), so the
// periods follow NWS's documented shape and take their wind from the
// recorded LOX raw grid: "10 mph" / "5 to 10 mph" strings and 16-point compass text.
import { isoWithOffset, offsetMinutes } from './clock'
import { HOUR_MS, readJsonSample, roundTo, seedOf, unit, wave } from './samples'
import type { SampleContext } from './types'
import { degreesToCompass } from '../../../../shared/domain/rating/wind'

type Layer = { values: { validTime: string; value: number | null }[] }
type Hour = { start: number; windKmh: number; windDeg: number; tempC: number; pop: number }
type Region = { office: string; timeZone: string }

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function expand(layer: Layer | undefined): number[] {
  const out: number[] = []
  for (const { validTime, value } of layer?.values ?? []) {
    const m = /P(?:(\d+)D)?(?:T(?:(\d+)H)?)?/.exec(validTime.split('/')[1] ?? '')
    const hours = Number(m?.[1] ?? 0) * 24 + Number(m?.[2] ?? 0)
    for (let h = 0; h < hours; h++) out.push(value ?? 0)
  }
  return out
}

function hoursFor(ctx: SampleContext, seed: number, count: number): Hour[] {
  const grid = readJsonSample<{ properties: Record<string, Layer> }>(
    'nwsGrid',
    ctx.samplesDir,
  ).properties
  const speeds = expand(grid.windSpeed)
  const directions = expand(grid.windDirection)
  const offset = Math.floor(unit(seed, 'offset') * 100)
  const first = Math.floor(ctx.now / HOUR_MS)
  return Array.from({ length: count }, (_, i) => {
    const h = first + i
    return {
      start: h * HOUR_MS,
      windKmh: (speeds[(h + offset) % speeds.length] ?? 10) * (0.6 + unit(seed, 'wind')),
      windDeg:
        ((directions[(h + offset) % directions.length] ?? 270) + unit(seed, 'dir') * 90) % 360,
      tempC: 18 + 6 * unit(seed, 'temp') + 4 * wave(seed, h, 24, 'temp'),
      pop: Math.max(0, Math.round(20 * wave(seed, h, 61, 'pop'))),
    }
  })
}

/** The GeoJSON answer of /forecast (12-hour periods) or /forecast/hourly. */
export function nwsPeriods(
  ctx: SampleContext,
  region: Region,
  x: number,
  y: number,
  hourly: boolean,
) {
  const seed = seedOf(`${region.office}/${x},${y}`)
  const isSi = ctx.url.searchParams.get('units') === 'si'
  // 156 hours as NWS's hourly product; 14 twelve-hour periods need up to 12 + 13 × 12 = 168 (the
  // first period runs to the next 06:00 or 18:00: a whole 12 h when asked on the hour).
  const hours = hoursFor(ctx, seed, hourly ? 156 : 168)
  const periods = ctx.empty
    ? []
    : hourly
      ? hourlyPeriods(hours, region, isSi)
      : twelveHourPeriods(hours, region, isSi)
  const generatedAt = new Date(ctx.now).toISOString().replace(/\.\d+Z$/, '+00:00')
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1' }],
    type: 'Feature',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-119.8308, 34.4025],
          [-119.8359, 34.4247],
          [-119.8628, 34.4205],
          [-119.8308, 34.4025],
        ],
      ],
    },
    properties: {
      units: isSi ? 'si' : 'us',
      forecastGenerator: hourly ? 'HourlyForecastGenerator' : 'BaselineForecastGenerator',
      generatedAt,
      updateTime: generatedAt,
      validTimes: `${generatedAt}/P7DT20H`,
      elevation: { unitCode: 'wmoUnit:m', value: 2.1336 },
      periods,
    },
  }
}

function hourlyPeriods(hours: Hour[], region: Region, isSi: boolean) {
  return hours.map((hour, i) => {
    const local = localHour(hour.start, region.timeZone)
    // Now and then a range, which the real hourly product also emits.
    const low = i % 7 === 3 ? Math.max(0, hour.windKmh - 8) : hour.windKmh
    return period(
      i + 1,
      '',
      hour.start,
      hour.start + HOUR_MS,
      local >= 6 && local < 18,
      region,
      isSi,
      {
        tempC: hour.tempC,
        windKmh: [low, hour.windKmh],
        windDeg: hour.windDeg,
        pop: hour.pop,
      },
    )
  })
}

function twelveHourPeriods(hours: Hour[], region: Region, isSi: boolean) {
  const out = []
  let start = hours[0]?.start ?? 0
  for (let n = 1; n <= 14 && hours.length; n++) {
    const local = localHour(start, region.timeZone)
    const isDaytime = local >= 6 && local < 18
    // Day periods end at 18:00 local, night periods at 06:00.
    const end = start + (((isDaytime ? 18 : 30) - local) % 24) * HOUR_MS
    const span = hours.filter((h) => h.start >= start && h.start < end)
    if (!span.length) break
    const temps = span.map((h) => h.tempC)
    const winds = span.map((h) => h.windKmh)
    const day =
      WEEKDAYS[new Date(start + offsetMinutes(region.timeZone, start) * 60_000).getUTCDay()] ?? ''
    const name =
      n === 1 && isDaytime
        ? 'Today'
        : n <= 2 && !isDaytime
          ? 'Tonight'
          : isDaytime
            ? day
            : `${day} Night`
    out.push(
      period(n, name, start, end, isDaytime, region, isSi, {
        tempC: isDaytime ? Math.max(...temps) : Math.min(...temps),
        windKmh: [Math.min(...winds), Math.max(...winds)],
        windDeg: span[0]?.windDeg ?? 0,
        pop: Math.max(...span.map((h) => h.pop)),
      }),
    )
    start = end
  }
  return out
}

type Values = { tempC: number; windKmh: [number, number]; windDeg: number; pop: number }

function period(
  number: number,
  name: string,
  start: number,
  end: number,
  isDaytime: boolean,
  region: Region,
  isSi: boolean,
  v: Values,
) {
  const speed = (kmh: number) => Math.round(isSi ? kmh : kmh / 1.609344)
  const [low, high] = [speed(v.windKmh[0]), speed(v.windKmh[1])]
  const unitText = isSi ? 'km/h' : 'mph'
  const windSpeed = low === high ? `${high} ${unitText}` : `${low} to ${high} ${unitText}`
  const temperature = Math.round(isSi ? v.tempC : (v.tempC * 9) / 5 + 32)
  const short = v.pop > 10 ? 'Chance Showers' : isDaytime ? 'Sunny' : 'Mostly Clear'
  const windDirection = degreesToCompass(v.windDeg)
  return {
    number,
    name,
    startTime: isoWithOffset(start, region.timeZone),
    endTime: isoWithOffset(end, region.timeZone),
    isDaytime,
    temperature,
    temperatureUnit: isSi ? 'C' : 'F',
    temperatureTrend: null,
    probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: v.pop },
    dewpoint: { unitCode: 'wmoUnit:degC', value: roundTo(v.tempC - 6, 1) },
    relativeHumidity: { unitCode: 'wmoUnit:percent', value: 70 },
    windSpeed,
    windDirection,
    icon: `https://api.weather.gov/icons/land/${isDaytime ? 'day' : 'night'}/few?size=small`,
    shortForecast: short,
    detailedForecast: name ? `${short}. ${windDirection} wind ${windSpeed}.` : '',
  }
}

function localHour(epoch: number, timeZone: string): number {
  return new Date(epoch + offsetMinutes(timeZone, epoch) * 60_000).getUTCHours()
}
