import { describe, expect, it } from 'vitest'
import type { FieldProvenance } from '../../../shared/contracts/conditions'
import { NO_PROVENANCE } from '../../../shared/domain/forecast/series'
import { provenanceLine, provenanceLines, provenanceSentence } from './provenance-words'

const NOW = new Date('2026-11-25T12:00:00Z')
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString()

const field = (over: Partial<FieldProvenance> = {}): FieldProvenance => ({
  provider: 'nws',
  model: null,
  modelRun: null,
  fetchedAt: minutesAgo(40),
  gridDistanceKm: null,
  stale: false,
  modelled: false,
  sample: false,
  ...over,
})

const sentence = (label: string, p: FieldProvenance | null) =>
  provenanceSentence(provenanceLine(label, p, NOW))

describe('provenanceLine', () => {
  it('should name the provider and the age of the fetch', () => {
    expect(sentence('Waves', field())).toBe('Waves: NOAA NWS · 40 min ago')
  })

  it('should name the model and its run instead of the fetch age when the run is known', () => {
    const p = field({
      provider: 'open-meteo',
      model: 'ECMWF IFS',
      modelRun: '2026-11-25T06:00:00Z',
    })
    expect(sentence('Wind', p)).toBe('Wind: Open-Meteo ECMWF IFS · model run 06 UTC')
  })

  it("should give a model run's date when it is not today in UTC", () => {
    const p = field({
      provider: 'open-meteo',
      model: 'ECMWF WAM',
      modelRun: '2026-11-24T18:00:00Z',
    })
    expect(sentence('Waves', p)).toBe('Waves: Open-Meteo ECMWF WAM · model run 24 Nov 18 UTC')
  })

  it('should say how far away a station is', () => {
    const p = field({ provider: 'coops', model: 'station 9411340', gridDistanceKm: 12.3 })
    expect(sentence('Tide', p)).toBe('Tide: NOAA CO-OPS station 9411340 · 12 km away · 40 min ago')
  })

  it('should leave out a distance under a kilometre', () => {
    expect(sentence('Wind', field({ gridDistanceKm: 0.4 }))).toBe('Wind: NOAA NWS · 40 min ago')
  })

  it('should say a tide is modelled, without repeating the note in brackets', () => {
    const p = field({
      provider: 'open-meteo',
      model: 'sea level (highs and lows modelled by Firing)',
      modelled: true,
    })
    expect(sentence('Tide', p)).toBe('Tide: modelled from Open-Meteo sea level · 40 min ago')
  })

  it('should say "recorded sample" instead of an age for sample data', () => {
    const p = field({ provider: 'ndbc', model: 'buoy 46053', sample: true })
    expect(sentence('Water temperature', p)).toBe(
      'Water temperature: NOAA NDBC buoy 46053 · recorded sample',
    )
  })

  it('should say "just now" for a fetch under a minute old', () => {
    expect(sentence('Waves', field({ fetchedAt: minutesAgo(0.5) }))).toBe(
      'Waves: NOAA NWS · just now',
    )
  })

  it('should not mark data of exactly 6 h stale', () => {
    expect(provenanceLine('Waves', field({ fetchedAt: minutesAgo(360) }), NOW).stale).toBeNull()
  })

  it('should mark data older than 6 h stale in words', () => {
    expect(sentence('Waves', field({ fetchedAt: minutesAgo(7 * 60) }))).toBe(
      'Waves: NOAA NWS · 7 h ago · Stale: 7 h old',
    )
  })

  it('should mark a source that failed on the last refresh stale', () => {
    const line = provenanceLine('Wind', field({ stale: true, fetchedAt: minutesAgo(90) }), NOW)
    expect(line.stale).toBe('Stale: 1 h old')
  })

  it('should count days past 48 hours', () => {
    expect(provenanceLine('Wind', field({ fetchedAt: minutesAgo(3 * 24 * 60) }), NOW).stale).toBe(
      'Stale: 3 d old',
    )
  })

  it('should say so when nothing gives the spot the group', () => {
    expect(sentence('Waves', null)).toBe('Waves: no source for this spot')
  })
})

describe('provenanceLines', () => {
  it('should give waves, wind, tide and water temperature in that order', () => {
    const lines = provenanceLines({ ...NO_PROVENANCE, wind: field() }, NOW)
    expect(lines.map(provenanceSentence)).toEqual([
      'Waves: no source for this spot',
      'Wind: NOAA NWS · 40 min ago',
      'Tide: no source for this spot',
      'Water temperature: no source for this spot',
    ])
  })
})
