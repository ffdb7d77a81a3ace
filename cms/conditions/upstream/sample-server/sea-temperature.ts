// Sea-surface temperature for the sample server, by point and date: the recorded Open-Meteo value
// where a recording exists (its point, its month), else a stated monthly climatology. The same
// number feeds Open-Meteo Marine and Forecast `sea_surface_temperature` and the buoys' `WTMP`, so
// every source of a spot agrees and Rye Rocks in December is December at Rye Rocks.
//
// The climatology (°C, monthly means Jan..Dec, rounded to 0.5 °C) is one row per stretch of coast
// the seeded spots are on. It is a stated approximation, not a copy of one dataset: long-term
// coastal means as commonly published for those coasts, good to about ±1.5 °C, enough to choose a
// wetsuit and never a tropical sea in a northern winter. Rows with a `// why` were checked against
// the observations it cites. A point takes the row of the nearest anchor within ANCHOR_KM;
// farther from every anchor, the coarse latitude-band rule in bandClimatologyC.
import { greatCircleKm } from '../../../../shared/domain/units/geo'
import { readJsonSample } from './samples'

type Coast = {
  name: string
  /** Points on that coast (the seeded spots there); the nearest anchor of all coasts wins. */
  anchors: readonly (readonly [number, number])[]
  /** Monthly mean sea-surface temperature, °C, January first. */
  monthlyC: readonly number[]
}

/** Monthly means written in °F (as US coastal tables give them), to °C rounded to 0.5. */
const F = (...fahrenheit: number[]) => fahrenheit.map((f) => Math.round(((f - 32) * 10) / 9) / 2)

/** A point farther than this from every anchor takes the latitude-band rule. */
export const ANCHOR_KM = 350

export const COASTS: readonly Coast[] = [
  {
    name: 'Southeast Florida (Miami Beach)',
    anchors: [[25.77, -80.13]],
    monthlyC: F(72, 73, 75, 78, 81, 84, 86, 86, 85, 82, 78, 75),
  },
  {
    name: "Florida's Space Coast (Cocoa Beach, Sebastian Inlet)",
    anchors: [
      [28.37, -80.6],
      [27.86, -80.44],
    ],
    monthlyC: F(66, 65, 68, 73, 77, 81, 82, 83, 82, 79, 74, 69),
  },
  {
    name: 'South and North Carolina south of Hatteras (Folly Beach, Wrightsville Beach)',
    anchors: [
      [32.66, -79.93],
      [34.21, -77.79],
    ],
    monthlyC: F(52, 52, 57, 64, 72, 79, 83, 84, 81, 73, 64, 56),
  },
  {
    name: 'Cape Hatteras (Outer Banks)',
    anchors: [[35.25, -75.51]],
    monthlyC: F(51, 49, 53, 60, 68, 75, 79, 80, 78, 71, 62, 55),
  },
  {
    name: 'New York Bight and Rhode Island Sound (Rockaway, Montauk, Narragansett)',
    anchors: [
      [40.58, -73.81],
      [41.04, -71.92],
      [41.43, -71.46],
    ],
    monthlyC: F(41, 38, 40, 46, 55, 64, 71, 73, 69, 61, 52, 45),
  },
  {
    // why: Hampton Beach water read 53 °F in late May and 58 °F on 20 June (Manchester Ink Link
    // beach forecasts, 2023), 55 °F on 9 June (NHPR, 2019-06-10) and 64 °F on 9 September (Ink
    // Link, 2022): the May, June and September means below sit among those readings.
    name: 'New Hampshire seacoast (Rye, Hampton)',
    anchors: [
      [43.0, -70.75],
      [42.94, -70.79],
    ],
    monthlyC: F(41, 38, 38, 43, 50, 57, 62, 64, 61, 56, 50, 45),
  },
  {
    name: 'Upper Texas coast (Galveston)',
    anchors: [[29.29, -94.79]],
    monthlyC: F(57, 58, 64, 71, 78, 84, 86, 87, 84, 77, 67, 60),
  },
  {
    // why: upwelling keeps this coast cold all year (Wikipedia, "Ocean Beach (San Francisco)":
    // the water is cold, due in part to upwelling); the narrow 53–58 °F range is that upwelling's.
    name: 'San Francisco and San Mateo coast (Ocean Beach, Mavericks)',
    anchors: [
      [37.76, -122.51],
      [37.49, -122.5],
    ],
    monthlyC: F(53, 53, 53, 53, 54, 55, 56, 57, 58, 57, 55, 53),
  },
  {
    // why: a local swimmer's log calls 62.5 °F at Cowell Beach (Steamer Lane's cove) on 2 September
    // a record (kevinsamsonblogs, 2016): the warmest month sits near 61 °F.
    name: 'Santa Cruz (Steamer Lane)',
    anchors: [[36.95, -122.02]],
    monthlyC: F(54, 54, 54, 55, 56, 58, 59, 60, 61, 60, 57, 55),
  },
  {
    name: 'Santa Barbara Channel and Santa Monica Bay (Rincon, Malibu)',
    anchors: [
      [34.37, -119.48],
      [34.03, -118.68],
    ],
    monthlyC: F(58, 57, 58, 59, 61, 64, 66, 68, 67, 65, 61, 58),
  },
  {
    // why: in late July offshore water seldom passes 70 °F (San Diego Reader, 2016-07-23).
    name: 'Orange County and San Diego (Huntington, Trestles, Windansea)',
    anchors: [
      [33.65, -118.0],
      [33.38, -117.59],
      [32.83, -117.28],
    ],
    monthlyC: F(58, 58, 60, 61, 63, 66, 69, 71, 70, 67, 62, 59),
  },
  {
    name: 'Northern Baja Pacific coast (Todos Santos)',
    anchors: [[31.82, -116.81]],
    monthlyC: F(59, 59, 60, 60, 62, 64, 67, 69, 69, 66, 62, 60),
  },
  {
    name: 'Hawaiian Islands (North Shore, Waikiki, Maui)',
    anchors: [
      [21.66, -158.05],
      [21.27, -157.83],
      [21.01, -156.64],
    ],
    monthlyC: F(77, 76, 76, 77, 78, 79, 80, 81, 81, 81, 79, 78),
  },
  {
    name: 'Bahía de Banderas (Sayulita)',
    anchors: [[20.87, -105.45]],
    monthlyC: [25, 24, 24, 25, 26.5, 28.5, 29.5, 30, 30, 29.5, 28, 26.5],
  },
  {
    name: 'Oaxaca coast (Puerto Escondido)',
    anchors: [[15.85, -97.06]],
    monthlyC: [28, 27.5, 27.5, 28, 29, 29.5, 29.5, 29.5, 29.5, 29.5, 29, 28.5],
  },
  {
    name: 'Pacific Costa Rica (Jacó, Santa Teresa)',
    anchors: [
      [9.56, -84.59],
      [9.64, -85.17],
    ],
    monthlyC: [28, 27.5, 27.5, 28, 29, 28.5, 28, 28, 28, 28, 28, 28],
  },
  {
    // The Humboldt Current's upwelling: wetsuit water near the equator, coldest in August.
    name: 'Northern Peru (Chicama)',
    anchors: [[-7.7, -79.44]],
    monthlyC: [20, 21, 21, 20, 19, 18, 17, 16.5, 16.5, 17, 17.5, 19],
  },
  {
    name: 'Central Chile (Punta de Lobos)',
    anchors: [[-34.42, -72.05]],
    monthlyC: [15.5, 15.5, 15, 14, 13, 12.5, 12, 12, 12, 12.5, 13.5, 14.5],
  },
  {
    name: 'West coast of Portugal (Nazaré, Peniche)',
    anchors: [
      [39.61, -9.09],
      [39.34, -9.37],
    ],
    monthlyC: [15, 14.5, 14.5, 15, 16, 17.5, 18, 18.5, 18.5, 18, 16.5, 15.5],
  },
  {
    name: 'Bay of Biscay (Mundaka, Hossegor)',
    anchors: [
      [43.41, -2.69],
      [43.67, -1.45],
    ],
    monthlyC: [13, 12.5, 12.5, 13.5, 15.5, 18.5, 21, 22, 20.5, 18.5, 16, 14],
  },
  {
    name: 'North coast of Scotland (Thurso)',
    anchors: [[58.6, -3.51]],
    monthlyC: [8.5, 8, 8, 8.5, 10, 11.5, 13, 13.5, 13, 12, 10.5, 9.5],
  },
  {
    name: 'Donegal Bay (Bundoran)',
    anchors: [[54.48, -8.29]],
    monthlyC: [10, 9.5, 9.5, 10, 11.5, 13.5, 15, 15.5, 15, 13.5, 12, 11],
  },
  {
    name: 'Atlantic Morocco (Taghazout, Anchor Point)',
    anchors: [[30.54, -9.72]],
    monthlyC: [17.5, 17, 17, 17.5, 18.5, 19.5, 20.5, 21.5, 21.5, 21, 19.5, 18.5],
  },
  {
    name: 'Eastern Cape (Jeffreys Bay)',
    anchors: [[-34.03, 24.94]],
    monthlyC: [21, 21.5, 21, 20, 18.5, 17.5, 17, 16.5, 17, 17.5, 18.5, 20],
  },
  {
    name: 'Bali and East Java south coasts (Uluwatu, Padang Padang, Kuta, G-Land)',
    anchors: [
      [-8.82, 115.09],
      [-8.73, 114.35],
    ],
    monthlyC: [29, 29, 29, 28.5, 28, 27, 26, 25.5, 26, 27, 28, 28.5],
  },
  {
    name: 'Gold Coast (Snapper Rocks)',
    anchors: [[-28.16, 153.55]],
    monthlyC: [25.5, 26, 25.5, 24.5, 23, 21.5, 20.5, 20, 20.5, 21.5, 23, 24.5],
  },
  {
    name: 'Sydney (Bondi)',
    anchors: [[-33.89, 151.28]],
    monthlyC: [22.5, 23, 22.5, 21.5, 20, 18.5, 17.5, 17, 17.5, 18.5, 20, 21.5],
  },
  {
    name: 'Victoria, Surf Coast (Bells Beach)',
    anchors: [[-38.37, 144.28]],
    monthlyC: [17.5, 18, 17.5, 16.5, 15, 14, 13, 12.5, 12.5, 13.5, 15, 16.5],
  },
  {
    name: 'Waikato west coast (Raglan)',
    anchors: [[-37.82, 174.81]],
    monthlyC: [19.5, 20, 19.5, 18, 16.5, 15, 14, 13.5, 13.5, 14.5, 16, 18],
  },
  {
    name: 'Kujūkuri, Chiba (Tsurigasaki, Ichinomiya)',
    anchors: [[35.36, 140.41]],
    monthlyC: [15, 14, 14.5, 16, 18.5, 21, 24, 26, 25.5, 22.5, 19.5, 17],
  },
]

/**
 * Far from every coast above: warm at the equator, cold toward the poles, with a seasonal swing
 * growing with latitude (up to 5 °C), warmest in mid-August in the north and mid-February in the
 * south. Coarse on purpose: it only serves points no seeded spot is near.
 */
export function bandClimatologyC(latitude: number, monthIndex: number): number {
  const lat = Math.abs(latitude)
  const mean = Math.max(1, 28.5 - 0.006 * lat * lat)
  const swing = Math.min(5, 0.12 * lat)
  const warmest = latitude >= 0 ? 7 : 1 // August / February (0 = January)
  return Math.max(-1.5, mean + swing * Math.cos((2 * Math.PI * (monthIndex - warmest)) / 12))
}

/** The coast a point is on: the one with the nearest anchor within ANCHOR_KM, else null. */
export function coastOf(latitude: number, longitude: number): Coast | null {
  let best: { coast: Coast; km: number } | null = null
  for (const coast of COASTS) {
    for (const [lat, lon] of coast.anchors) {
      const km = greatCircleKm(latitude, longitude, lat, lon)
      if (km <= ANCHOR_KM && (!best || km < best.km)) best = { coast, km }
    }
  }
  return best?.coast ?? null
}

/** Month index (0 = January) with the day's fraction: the 15th of a month is its whole value. */
function monthPosition(epochMs: number): number {
  const at = new Date(epochMs)
  const daysInMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()
  const day = at.getUTCDate() - 1 + at.getUTCHours() / 24
  return at.getUTCMonth() + (day - 14.5) / daysInMonth
}

/** A monthly table read at a position between months: linear between mid-month values. */
function between(monthly: readonly number[], position: number): number {
  const lower = Math.floor(position)
  const t = position - lower
  const at = (i: number) => monthly[((i % 12) + 12) % 12] ?? 0
  return at(lower) * (1 - t) + at(lower + 1) * t
}

type Recorded = { latitude: number; longitude: number; month: number; meanC: number }
const recordings = new Map<string, Recorded | null>()

/** The marine recording's own point, month and mean sea temperature (null: it holds none). */
function recordedSst(dir: string): Recorded | null {
  if (recordings.has(dir)) return recordings.get(dir) ?? null
  const sample = readJsonSample<{
    latitude: number
    longitude: number
    hourly: { time: string[]; sea_surface_temperature?: (number | null)[] }
  }>('marine', dir)
  const values = (sample.hourly.sea_surface_temperature ?? []).filter(
    (v): v is number => typeof v === 'number',
  )
  const first = sample.hourly.time[0]
  const recorded =
    values.length && first
      ? {
          latitude: sample.latitude,
          longitude: sample.longitude,
          month: Number(first.slice(5, 7)) - 1,
          meanC: values.reduce((a, b) => a + b, 0) / values.length,
        }
      : null
  recordings.set(dir, recorded)
  return recorded
}

/** Within this of the recording's point (about one Marine cell), its month reads the recording. */
const RECORDED_KM = 10

/**
 * The sample's sea-surface temperature (°C, before the hourly wiggle) at a point and instant: the
 * recorded Open-Meteo value at the recording's point in its month, else the coast's climatology,
 * else the latitude-band rule.
 */
export function seaSurfaceTemperatureC(
  latitude: number,
  longitude: number,
  epochMs: number,
  dir: string,
): number {
  const recorded = recordedSst(dir)
  if (
    recorded &&
    new Date(epochMs).getUTCMonth() === recorded.month &&
    greatCircleKm(latitude, longitude, recorded.latitude, recorded.longitude) <= RECORDED_KM
  )
    return recorded.meanC
  const position = monthPosition(epochMs)
  const coast = coastOf(latitude, longitude)
  if (coast) return between(coast.monthlyC, position)
  const lower = Math.floor(position)
  const t = position - lower
  return bandClimatologyC(latitude, lower) * (1 - t) + bandClimatologyC(latitude, lower + 1) * t
}
