// A Coastal Waters Forecast zone's periods ("TODAY", "TONIGHT", "THU"...) as hourly wave rows.
// The product names its periods but gives no times: the first runs from the issuance to the
// next 18:00 local (a day period) or 06:00 (a night one), each next period 12 h; an hour takes
// its period's seas (the middle of "Seas 3 to 5 ft") as the wave height and its "Wave Detail"
// trains as they stand at the period's start (a "…, becoming …" change is not mixed in). A train
// under WIND_SEA_S is wind waves (chop), the others swells, the bigger the primary; with no train
// that long, the longest-period train is the swell. The hour has room for two swells and one
// wind-wave train: a period listing more keeps the biggest of each.
import type { HourlyConditions } from '../../../shared/domain/forecast/series'
import { blankHour } from '../upstream/hourly'
import type { CwfPeriod, CwfWave, CwfZone } from '../upstream/nws-cwf'

const HOUR_MS = 3_600_000
const PERIOD_HOURS = 12
/** Trains shorter than this (seconds) are local wind waves, not swell. */
const WIND_SEA_S = 8

function localHour(at: number, timeZone: string): number {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
  return Number(text)
}

const isNight = (name: string) => /NIGHT|OVERNIGHT/.test(name)

const bigger = (a: CwfWave, b: CwfWave) => b.heightFt - a.heightFt || b.periodS - a.periodS

/** The period's starting trains as [primary swell, secondary swell, wind waves]. */
function sortTrains(waves: CwfWave[]): [CwfWave?, CwfWave?, CwfWave?] {
  const swells = waves.filter((w) => w.periodS >= WIND_SEA_S).sort(bigger)
  const longest = [...waves].sort((a, b) => b.periodS - a.periodS || bigger(a, b))[0]
  if (swells.length === 0 && longest) swells.push(longest)
  const windSea = waves.filter((w) => !swells.includes(w)).sort(bigger)
  return [swells[0], swells[1], windSea[0]]
}

function waveFields(period: CwfPeriod): Partial<HourlyConditions> | null {
  const [primary, secondary, windSea] = sortTrains(period.waves)
  const combined = period.waves.length
    ? Math.sqrt(period.waves.reduce((sum, w) => sum + w.heightFt ** 2, 0))
    : null
  const height = period.seasFt ? (period.seasFt.min + period.seasFt.max) / 2 : combined
  if (height === null) return null
  return {
    waveHeightFt: height,
    wavePeriodS: period.dominantPeriodS ?? primary?.periodS ?? null,
    waveDirectionDeg: primary?.directionDeg ?? null,
    swellHeightFt: primary?.heightFt ?? null,
    swellPeriodS: primary?.periodS ?? null,
    swellDirectionDeg: primary?.directionDeg ?? null,
    secondarySwellHeightFt: secondary?.heightFt ?? null,
    secondarySwellPeriodS: secondary?.periodS ?? null,
    secondarySwellDirectionDeg: secondary?.directionDeg ?? null,
    windWaveHeightFt: windSea?.heightFt ?? null,
    windWavePeriodS: windSea?.periodS ?? null,
    windWaveDirectionDeg: windSea?.directionDeg ?? null,
  }
}

/** Hourly rows (oldest first, whole UTC hours) of a zone's periods that say something about waves. */
export function cwfHours(
  zone: CwfZone,
  issuanceTime: string,
  timeZone: string,
): HourlyConditions[] {
  const issued = Date.parse(issuanceTime)
  if (Number.isNaN(issued) || zone.periods.length === 0) return []
  let start = Math.ceil(issued / HOUR_MS) * HOUR_MS
  const first = zone.periods[0]
  const ends = isNight(first?.name ?? '') ? 6 : 18
  let length = (ends - localHour(start, timeZone) + 24) % 24 || PERIOD_HOURS
  const hours: HourlyConditions[] = []
  for (const period of zone.periods) {
    const fields = waveFields(period)
    for (let h = 0; fields && h < length; h++) {
      hours.push({ ...blankHour(new Date(start + h * HOUR_MS).toISOString()), ...fields })
    }
    start += length * HOUR_MS
    length = PERIOD_HOURS
  }
  return hours
}
