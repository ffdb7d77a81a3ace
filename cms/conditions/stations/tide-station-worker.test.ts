// Its own file: the package must not be loaded in this process before (tide-catalogue.test.ts
// loads it on purpose).
import { describe, expect, it } from 'vitest'
import { SPOT_SEEDS } from '../../seed/data/spots'
import {
  loadTideStations,
  tideDatabaseLoaded,
  tideStationById,
  tideStationInfo,
} from './tide-catalogue'

describe('loadTideStations', () => {
  it('should read a station outside the extract in a child process, and keep only it', async () => {
    // Crescent City (9419750): named in the extract, its constants not (no seeded spot uses it).
    expect(tideStationInfo('9419750')?.name).toBe('Crescent City')
    expect(SPOT_SEEDS.some((s) => s.tideStation === '9419750')).toBe(false)
    await loadTideStations(['9419750', null, 'no/such-station'])
    const station = tideStationById('9419750')
    expect(station?.id).toBe('noaa/9419750')
    expect(station?.harmonic_constituents.length).toBeGreaterThan(20)
    expect(tideDatabaseLoaded()).toBe(false)
  })

  it('should leave a station it cannot name alone', async () => {
    await loadTideStations(['no/such-station', '0000000'])
    expect(tideStationById('0000000')).toBeUndefined()
    expect(tideDatabaseLoaded()).toBe(false)
  })
})
