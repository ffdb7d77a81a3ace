// A Coastal Waters Forecast zone's periods ("TODAY", "TONIGHT", "THU"...) as hourly wave rows.
// The product names its periods but gives no times: the first runs from the issuance to the
// next 18:00 local (a day period) or 06:00 (a night one), each next period 12 h; an hour takes
// its period's seas (the middle of "Seas 3 to 5 ft") as the wave height and each "Wave Detail"
// train as a swell with its own period (the first listed the primary).
import type { HourlyConditions } from '../../shared/domain/series'
import { blankHour } from '../upstream/hourly'
import type { CwfPeriod, CwfZone } from '../upstream/nws-cwf'

const HOUR_MS = 3_600_000
const PERIOD_HOURS = 12

function localHour(at: number, timeZone: string): number {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at))
  return Number(text)
}

const isNight = (name: string) => /NIGHT|OVERNIGHT/.test(name)

function waveFields(period: CwfPeriod): Partial<HourlyConditions> | null {
  const [primary, secondary] = period.waves
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
