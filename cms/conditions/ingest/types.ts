// The shapes ingestion passes between its stages (fetch → merge with the last snapshot → build
// per-spot series → rows → store).
import type { HourlyConditions, TideEvent } from '../../../shared/domain/forecast/series'
import type { HourTable } from './hour-table'

/** The facts about a spot that ingestion needs (a subset of the surf-spots document). */
export type IngestSpot = {
  id: number
  name: string
  location: string
  breakType: string
  skillLevel: string
  latitude: number
  longitude: number
  beachFacingDegrees: number
  /** Offshore wind sector, clockwise from → to; absent: 90° centred off the facing. */
  offshoreFromDegrees?: number | null
  offshoreToDegrees?: number | null
  /**
   * Share (0-1) of the open-ocean swell from each direction that reaches the break (36 values,
   * FROM i × 10°; shared/domain/rating/exposure.ts). Absent: every train rated fully exposed.
   */
  exposure?: readonly number[] | null
  /** Breaking height (ft) below which the spot does not break; absent: no minimum. */
  worksFromFt?: number | null
  isUS: boolean
  timeZone: string
  tideStation: string | null
  ndbcBuoy: string | null
  /** A point on the beach or just inland, for NWS /points (US spots only). */
  landLatitude: number | null
  landLongitude: number | null
  /** The NWS coastal marine zone and the office issuing its CWF (US spots; seed marine-zones.ts). */
  marineZone?: { zone: string; office: string } | null
}

/** The sources ingestion reads, one snapshot each per run. */
export type SnapshotSource =
  'open-meteo-marine' | 'open-meteo-forecast' | 'noaa-ndbc' | 'noaa-coops' | 'nws-grid'

export const SNAPSHOT_SOURCES: readonly SnapshotSource[] = [
  'open-meteo-marine',
  'open-meteo-forecast',
  'noaa-ndbc',
  'noaa-coops',
  'nws-grid',
]

/** 'live' talks to the real upstreams (or UPSTREAM_BASE_URL); 'sample' to the built-in fake. */
export type IngestMode = 'live' | 'sample'

/** The grid cell a model answered for (Open-Meteo snaps to it); absent in older snapshots. */
export type GridCell = { latitude: number; longitude: number }

/** Open-Meteo's hours are held as tables (hour-table.ts): at 10,000 spots objects outgrew the heap. */
export type MarineValue = {
  models: Record<string, HourTable>
  cell?: GridCell
  /** The best-match wave model's run (MFWAM) the answer is from, per Open-Meteo's metadata. */
  modelRun?: string | null
}
/** The weather's hours, with the WMO weather code (`weatherCode` column). */
export type ForecastValue = { hourly: HourTable; cell?: GridCell }
export type BuoyValue = {
  hourly: HourlyConditions[]
  /** When the buoy's realtime2 history (.txt) was last read: only after a gap, at most hourly. */
  historyAt?: string
  /** When its spectral summary (.spec: swell / wind-wave split) was last read: at most hourly. */
  specAt?: string
}
/**
 * A US spot's NWS raw grid: the water cell nearest the spot when one carries waves, else the
 * spot's own (land) cell, which still gives wind. `tried` lists the cells looked at.
 */
export type NwsValue = {
  /** 'LOX/99,70' */
  grid: string
  hasWaves: boolean
  /** The forecaster's last update of the grid (NWS `updateTime`). */
  updateTime: string | null
  centre: GridCell | null
  hourly: HourlyConditions[]
  tried: string[]
  /** When the water cell was last looked for (a land-only answer is looked at again weekly). */
  resolvedAt: string
  /**
   * Set when the cell has no waves and the spot's zone's Coastal Waters Forecast gave them
   * instead: `hourly` then carries the CWF's wave rows (the grid's wind stays).
   */
  cwf?: { zone: string; issuedAt: string } | null
}

/** Tide predictions for a GMT date range (predictions are astronomical: they never go stale). */
export type TideValue = { begin: string; end: string; events: TideEvent[] }

export type SourceValues = {
  'open-meteo-marine': MarineValue
  'open-meteo-forecast': ForecastValue
  'noaa-ndbc': BuoyValue
  'noaa-coops': TideValue
  'nws-grid': NwsValue
}

/** One key's known answer: fresh from this run, or carried forward with the error that stopped it. */
export type Entry<T> = {
  fetchedAt: string
  value: T
  /** Set when this run's request failed and this older answer is served instead. */
  stale?: { error: string; failedAt: string }
}

/** What one source's requests of this run produced. */
export type FetchOutcome<T> = {
  requests: number
  fresh: Map<string, Entry<T>>
  /** Keys whose request failed, with the error text. */
  failures: Map<string, string>
  /** True when every request failed for lack of a connection (no DNS, refused, timed out). */
  unreachable: boolean
}

/** A source's state after this run: the entries to build from, and what went wrong. */
export type SourceState<T> = {
  source: SnapshotSource
  mode: IngestMode
  model: string | null
  requests: number
  entries: Map<string, Entry<T>>
  failures: Map<string, string>
}

export type SourceStates = { [S in SnapshotSource]: SourceState<SourceValues[S]> }
