import { describe, expect, it } from 'vitest'
import { hourAt, hoursFrom } from '../../../shared/domain/forecast/test-support'
import { pointKey } from './fetch-open-meteo'
import { EMPTY_TABLE, toHourTable as table } from './hour-table'
import { FORECAST_BEST_MATCH, MARINE_BEST_MATCH } from './provenance'
import { buildSpot, mergeModelHours, overlayBuoy } from './spot-series'
import { FETCHED_AT, forecastHours, marineHours, nwsValue, spotOf, statesFor } from './test-support'

const T = '2026-11-20T10:00:00.000Z'

describe('mergeModelHours', () => {
  it('should take waves from the marine model and wind from the forecast', () => {
    const [hour] = mergeModelHours({
      marine: { best_match: table(marineHours()) },
      forecast: table(forecastHours()),
    })
    expect(hour).toMatchObject({ waveHeightFt: 4, swellPeriodS: 13, windSpeedMph: 5, airTempF: 68 })
  })

  it('should fill what best_match lacks from GFS-Wave, then ECMWF WAM', () => {
    const [hour] = mergeModelHours({
      marine: {
        best_match: table([hourAt(T, { waveHeightFt: null, swellPeriodS: null })]),
        ncep_gfswave025: table([hourAt(T, { waveHeightFt: null, swellPeriodS: 14 })]),
        ecmwf_wam025: table([hourAt(T, { waveHeightFt: 5 })]),
      },
      forecast: EMPTY_TABLE,
    })
    expect(hour).toMatchObject({ waveHeightFt: 5, swellPeriodS: 14 })
  })

  it('should carry the secondary swell and the wind waves, gaps filled like the rest', () => {
    const [hour] = mergeModelHours({
      marine: {
        best_match: table([hourAt(T, { secondarySwellHeightFt: 1.5, secondarySwellPeriodS: 16 })]),
        ncep_gfswave025: table([hourAt(T, { windWaveHeightFt: 2.2, windWavePeriodS: 5 })]),
      },
      forecast: EMPTY_TABLE,
    })
    expect(hour).toMatchObject({
      secondarySwellHeightFt: 1.5,
      secondarySwellPeriodS: 16,
      windWaveHeightFt: 2.2,
      windWavePeriodS: 5,
    })
  })

  it('should still give wind hours when the marine API had nothing', () => {
    const hours = mergeModelHours({ marine: {}, forecast: table(forecastHours()) })
    expect(hours).toHaveLength(72)
    expect(hours[0]?.waveHeightFt).toBeNull()
  })
})

describe('overlayBuoy', () => {
  it('should replace the model waves with what the buoy observed in that hour', () => {
    const [hour] = overlayBuoy(
      [hourAt(T, { waveHeightFt: 4, swellPeriodS: 13, waterTempF: 60 })],
      [hourAt(T, { waveHeightFt: 6, wavePeriodS: 15, waveDirectionDeg: 290, waterTempF: 58 })],
    )
    expect(hour).toMatchObject({
      waveHeightFt: 6,
      swellPeriodS: 15,
      swellDirectionDeg: 290,
      waterTempF: 58,
    })
  })

  it('should leave hours the buoy did not observe, or observed without waves, to the model', () => {
    const model = [hourAt(T, { waveHeightFt: 4 })]
    expect(overlayBuoy(model, [hourAt(T, { windSpeedMph: 3 })])).toEqual(model)
    expect(overlayBuoy(model, [])).toEqual(model)
  })
})

describe('buildSpot', () => {
  it('should say per field group who answered, from which model, and when', () => {
    const spot = spotOf()
    const states = statesFor([spot], { buoy: marineHours() })
    const marine = states['open-meteo-marine'].entries.get(pointKey(spot))
    if (marine) marine.value.cell = { latitude: 34.2, longitude: -119.1 }
    const { provenance } = buildSpot(spot, states, 'live').series
    expect(provenance.waves).toEqual({
      provider: 'open-meteo',
      model: MARINE_BEST_MATCH,
      modelRun: null,
      fetchedAt: FETCHED_AT,
      gridDistanceKm: 11.1,
      stale: false,
      modelled: false,
      sample: false,
    })
    expect(provenance.wind).toMatchObject({ provider: 'open-meteo', model: FORECAST_BEST_MATCH })
    expect(provenance.waterTemp).toMatchObject({ provider: 'ndbc', model: 'buoy 46053' })
    expect(provenance.tide).toBeNull()
  })

  it('should mark a source served from an older answer as stale', () => {
    const spot = spotOf({ isUS: false })
    const built = buildSpot(spot, statesFor([spot], { staleMarine: true }), 'live')
    expect(built.series.provenance.waves).toMatchObject({ provider: 'open-meteo', stale: true })
    expect(built.series.provenance.wind?.stale).toBe(false)
  })

  it('should keep the real provider in sample mode and say the values are samples', () => {
    const spot = spotOf({ isUS: false })
    const built = buildSpot(spot, statesFor([spot]), 'sample')
    expect(built.isSample).toBe(true)
    const groups = Object.values(built.series.provenance).filter((g) => g !== null)
    expect(groups.length).toBeGreaterThan(0)
    expect(groups.every((g) => g.sample && g.provider === 'open-meteo')).toBe(true)
  })

  it('should model tides from sea level when the spot has no tide predictions', () => {
    const spot = spotOf({ isUS: false })
    const states = statesFor([spot])
    const marine = [...states['open-meteo-marine'].entries.values()][0]
    if (marine) {
      marine.value.models.best_match = table(
        hoursFrom('2026-11-20T00:00:00.000Z', 72, (i) => ({
          waveHeightFt: 3,
          seaLevelFt: 2 * Math.sin((2 * Math.PI * i) / 12.42),
        })),
      )
    }
    const built = buildSpot(spot, states, 'live')
    expect(built.series.tideSource).toBe('modelled')
    expect(built.series.tides.length).toBeGreaterThan(4)
    expect(built.series.provenance.tide).toMatchObject({ provider: 'open-meteo', modelled: true })
  })

  it('should predict tides from the harmonic constants of a non-US spot station, with its credit', () => {
    const spot = spotOf({
      isUS: false,
      latitude: -38.37,
      longitude: 144.283,
      tideStation: 'ticon/point_lonsdale-60730-aus-bom',
    })
    const built = buildSpot(spot, statesFor([spot]), 'live')
    expect(built.series.tideSource).toBe('harmonic')
    expect(built.series.tides.length).toBeGreaterThan(4)
    expect(built.series.provenance.tide).toMatchObject({
      provider: 'neaps',
      model: 'at Point Lonsdale (TICON-4, cc-by-4.0)',
      modelled: false,
    })
    expect(built.series.provenance.tide?.gridDistanceKm).toBeCloseTo(30, 0)
  })

  it('should not predict from a station whose licence forbids commercial use', () => {
    const spot = spotOf({ isUS: false, tideStation: 'ticon/nazaretg-naz-prt-cmems' })
    expect(buildSpot(spot, statesFor([spot]), 'live').series.tideSource).not.toBe('harmonic')
  })

  it('should pair what is shown with an independent model, and give it to the series', () => {
    const spot = spotOf({ isUS: false })
    const built = buildSpot(spot, statesFor([spot]), 'live')
    expect(built.pair?.primary.name).toBe(`As shown: Open-Meteo ${MARINE_BEST_MATCH}`)
    expect(built.pair?.secondary.name).toBe('Open-Meteo NCEP GFS-Wave 0.25°')
    expect(built.series.secondary?.name).toBe('Open-Meteo NCEP GFS-Wave 0.25°')
  })

  it('should have no pair when only best_match answered outside the US', () => {
    const spot = spotOf({ isUS: false })
    const built = buildSpot(spot, statesFor([spot], { models: false }), 'live')
    expect(built.pair).toBeUndefined()
  })
})

describe('buildSpot with an NWS water cell (US)', () => {
  const spot = spotOf({ ndbcBuoy: null })
  const nws = marineHours({
    waveHeightFt: 6,
    swellHeightFt: 5,
    swellPeriodS: 15,
    secondarySwellHeightFt: 2,
    secondarySwellPeriodS: 18,
    windWaveHeightFt: 1,
    waterTempF: null,
    windSpeedMph: 12,
    windDirectionDeg: 270,
  }).slice(0, 48)
  const built = buildSpot(spot, statesFor([spot], { nws }), 'live')

  it('should take every wave field of the hours NWS forecasts from NWS, the rest from Open-Meteo', () => {
    const [first] = built.series.hourly
    expect(first).toMatchObject({
      waveHeightFt: 6,
      swellPeriodS: 15,
      secondarySwellHeightFt: 2,
      windWaveHeightFt: 1,
      // Wind and water temperature stay with Open-Meteo Forecast and Marine.
      windSpeedMph: 5,
      waterTempF: 60,
    })
    expect(built.series.hourly[60]).toMatchObject({ waveHeightFt: 4, swellPeriodS: 13 })
  })

  it('should say the waves are the NWS grid cell, with its update time as the model run', () => {
    expect(built.series.provenance.waves).toMatchObject({
      provider: 'nws',
      model: 'grid LOX/99,70',
      modelRun: '2026-11-21T08:30:00.000Z',
      gridDistanceKm: 11.1,
    })
    expect(built.series.provenance.wind?.provider).toBe('open-meteo')
  })

  it('should keep Open-Meteo waves when the NWS cell is land (no waves)', () => {
    const states = statesFor([spot], { nws })
    const entry = states['nws-grid'].entries.get(pointKey(spot))
    if (entry) entry.value = nwsValue(nws, false)
    const land = buildSpot(spot, states, 'live')
    expect(land.series.hourly[0]?.waveHeightFt).toBe(4)
    expect(land.series.provenance.waves?.provider).toBe('open-meteo')
  })

  it("should show a land cell's Coastal Waters Forecast waves, named by zone and issuance", () => {
    const states = statesFor([spot], { nws })
    const entry = states['nws-grid'].entries.get(pointKey(spot))
    const cwf = { zone: 'PZZ650', issuedAt: '2026-11-21T07:00:00.000Z' }
    if (entry) entry.value = { ...nwsValue(nws, false), cwf }
    const land = buildSpot(spot, states, 'live')
    expect(land.series.hourly[0]?.waveHeightFt).toBe(6)
    expect(land.series.provenance.waves).toMatchObject({
      provider: 'nws',
      model: 'CWF PZZ650',
      modelRun: '2026-11-21T07:00:00.000Z',
      gridDistanceKm: null,
    })
    expect(land.pair?.primary.name).toBe('As shown: NOAA NWS CWF PZZ650')
  })

  it('should say so when no source gave waves', () => {
    const states = statesFor([spot], { models: false })
    const marine = states['open-meteo-marine'].entries.get(pointKey(spot))
    if (marine) marine.value.models.best_match = table(marineHours({ waveHeightFt: null }))
    const none = buildSpot(spot, states, 'live')
    expect(none.series.provenance.waves).toBeNull()
  })
})
