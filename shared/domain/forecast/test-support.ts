// Builders for tests only (not exported from index.ts): hourly rows and series.
import {
  blankHour,
  NO_PROVENANCE,
  type FieldProvenance,
  type HourlyConditions,
  type SourceSeries,
  type SpotSeries,
} from './series'

/** One hourly row at an ISO time, every value null unless given. */
export function hourAt(time: string, values: Partial<HourlyConditions> = {}): HourlyConditions {
  return { ...blankHour(time), ...values, time }
}

/** Rows every hour from startIso for count hours, with values (or a function of the index). */
export function hoursFrom(
  startIso: string,
  count: number,
  values: Partial<HourlyConditions> | ((i: number) => Partial<HourlyConditions>) = {},
): HourlyConditions[] {
  const start = Date.parse(startIso)
  return Array.from({ length: count }, (_, i) =>
    hourAt(
      new Date(start + i * 3_600_000).toISOString(),
      typeof values === 'function' ? values(i) : values,
    ),
  )
}

/** A source series named name over the given hours. */
export function sourceOf(name: string, hourly: HourlyConditions[]): SourceSeries {
  const provenance: FieldProvenance = {
    provider: 'open-meteo',
    model: name,
    modelRun: null,
    fetchedAt: '2026-11-21T00:00:00.000Z',
    gridDistanceKm: null,
    stale: false,
    modelled: false,
    sample: true,
  }
  return { name, provenance, hourly }
}

/** A spot series in timeZone over the given hours, no tides unless given. */
export function seriesOf(
  timeZone: string,
  hourly: HourlyConditions[],
  extra: Partial<SpotSeries> = {},
): SpotSeries {
  return { timeZone, hourly, tides: [], tideSource: 'none', provenance: NO_PROVENANCE, ...extra }
}
