// Every recorded real response in sample-server/recorded goes through the client it belongs to.
import { afterEach, describe, expect, it } from 'vitest'
import { fetchTidePredictions } from './coops'
import { fetchBuoy } from './ndbc'
import { fetchLatestObservations, parseLatestObs } from './ndbc-latest'
import { fetchGridData } from './nws-grid'
import { searchPlaces } from './nominatim'
import { fetchHourlyForecast, fetchLatestObservation, fetchPoint } from './nws'
import { fetchForecast } from './open-meteo-forecast'
import { fetchMarine } from './open-meteo-marine'
import type { RawServer } from './test-support'
import { expectOk, serveSample } from './test-support'
import { fetchYouTubeMetadata } from './youtube'
import { readSample, SAMPLE_FILES } from './sample-server/samples'

let server: RawServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

async function serve(file: string, type?: string) {
  server = await serveSample(file, type)
  return server.config
}

const northSea = { latitude: 53.04, longitude: 3.96 }

describe('Open-Meteo Marine samples', () => {
  it('should convert the full-variables sample to feet, °F and UTC', async () => {
    const config = await serve(SAMPLE_FILES.marine)
    const [point] = expectOk(await fetchMarine({ points: [northSea], config }))
    expect(point).toMatchObject({
      latitude: 53.041664,
      longitude: 3.9583435,
      timeZone: 'Europe/Amsterdam',
    })
    const hour = point?.series[0]?.hourly[0]
    // 00:00 in Amsterdam summer time (UTC+2) is 22:00 UTC the day before.
    expect(hour).toMatchObject({
      time: '2026-10-02T22:00:00.000Z',
      waveHeightFt: 2.49,
      waveDirectionDeg: 222,
    })
    // wave_peak_period has unit "undefined" (model lacks it): fall back to the mean period.
    expect(hour?.wavePeriodS).toBe(3.8)
    expect(hour).toMatchObject({
      swellHeightFt: 1.44,
      swellPeriodS: 4.3,
      waterTempF: 65.12,
      seaLevelFt: -0.52,
    })
    expect(hour?.windSpeedMph).toBeNull()
  })

  it('should read the secondary swell and the wind waves (chop) apart from the primary swell', async () => {
    const config = await serve(SAMPLE_FILES.marine)
    const [point] = expectOk(await fetchMarine({ points: [northSea], config }))
    expect(point?.series[0]?.hourly[0]).toMatchObject({
      secondarySwellHeightFt: 0.39,
      secondarySwellPeriodS: 4.75,
      secondarySwellDirectionDeg: 25,
      windWaveHeightFt: 2.03,
      // The peak period where the model has one, like the primary swell.
      windWavePeriodS: 3.55,
      windWaveDirectionDeg: 208,
    })
  })

  it('should read one series per model from the suffixed multi-model sample', async () => {
    const config = await serve(SAMPLE_FILES.marineModels)
    const models = ['best_match', 'ecmwf_wam025', 'ncep_gfswave025']
    const [point] = expectOk(await fetchMarine({ points: [northSea], models, config }))
    const heights = point?.series.map((s) => [s.model, s.hourly[0]?.waveHeightFt])
    expect(heights).toEqual([
      ['best_match', 2.56],
      ['ecmwf_wam025', 2.89],
      ['ncep_gfswave025', 2.23],
    ])
    expect(point?.series[0]?.hourly[0]?.time).toBe('2026-10-03T11:00:00.000Z')
  })
})

describe('Open-Meteo Forecast samples', () => {
  it.each([
    [
      'Toronto imperial (mp/h, °F)',
      SAMPLE_FILES.forecastToronto,
      192,
      { windSpeedMph: 4, airTempF: 32, windGustMph: 7.6 },
    ],
    [
      'frenck metric excerpt (km/h, °C, m)',
      SAMPLE_FILES.forecastExcerpt,
      3,
      { windSpeedMph: 5.59, airTempF: 53.24, visibilityMiles: 31.07 },
    ],
    [
      'Zurich multi-model (no wind keys)',
      SAMPLE_FILES.forecastModels,
      2,
      { windSpeedMph: null, airTempF: null },
    ],
  ])('should parse the %s sample', async (_name, file, hours, first) => {
    const config = await serve(file)
    const [point] = expectOk(
      await fetchForecast({ points: [{ latitude: 1, longitude: 1 }], config }),
    )
    expect(point?.series[0]?.hourly).toHaveLength(hours)
    expect(point?.series[0]?.hourly[0]).toMatchObject(first)
  })

  it('should read model-suffixed forecast keys', async () => {
    const config = await serve(SAMPLE_FILES.forecastModels)
    const models = ['icon_seamless', 'meteoswiss_icon_seamless', 'gfs_seamless']
    const [point] = expectOk(
      await fetchForecast({ points: [{ latitude: 47.36, longitude: 8.54 }], models, config }),
    )
    expect(point?.series.map((s) => s.hourly[0]?.airTempF)).toEqual([68.54, 69.26, 69.62])
    expect(point?.series[0]?.hourly[0]?.weatherCode).toBe(3)
  })
})

describe('NOAA samples', () => {
  it('should parse the NDBC realtime2 sample into a latest observation and hourly rows', async () => {
    const config = await serve(SAMPLE_FILES.ndbc, 'text/plain')
    const report = expectOk(await fetchBuoy('41002', { config }))
    expect(report.latest).toMatchObject({
      observedAt: '2018-08-01T15:10:00.000Z',
      waveHeightFt: 3.94, // 1.2 m from the 14:50 row: wave columns are MM on most rows
      wavePeriodS: 6,
      waveDirectionDeg: 209,
      windSpeedMph: 13.42,
      windDirectionDeg: 160,
      waterTempF: 82.4,
      airTempF: null,
      visibilityMiles: null,
    })
    expect(report.hourly.at(-1)?.time).toBe('2018-08-01T15:00:00.000Z')
    expect(report.hourly.length).toBeGreaterThanOrEqual(49)
  })

  it('should parse the latest_obs sample into one observation per station, in its own column order', async () => {
    const config = await serve(SAMPLE_FILES.ndbcLatest, 'text/plain')
    const stations = expectOk(await fetchLatestObservations({ config }))
    expect(server?.paths).toEqual(['/ndbc/data/latest_obs/latest_obs.txt'])
    expect([...stations.keys()]).toEqual(['41002'])
    expect(stations.get('41002')).toMatchObject({
      observedAt: '2018-08-01T15:10:00.000Z',
      time: '2018-08-01T15:10:00.000Z',
      waveHeightFt: 3.94,
      wavePeriodS: 6,
      waveDirectionDeg: 209,
      windSpeedMph: 13.42,
      windDirectionDeg: 160,
      waterTempF: 82.4, // WTMP sits after PTDY and ATMP here, unlike realtime2
      airTempF: null,
    })
  })

  it('should refuse a latest_obs answer without its header or with a short row', () => {
    expect(parseLatestObs('<html>down</html>')).toBe('missing the #STN header and units rows')
    const [header, units] = readSample('ndbcLatest').split('\n')
    expect(parseLatestObs(`${header}\n${units}\n41002 31.76 -74.84 2018 08 01\n`)).toMatch(
      /row has 6 cells, header has 22/,
    )
  })

  it('should parse the NWS points sample', async () => {
    const config = await serve(SAMPLE_FILES.nwsPoints)
    const point = expectOk(await fetchPoint(30, -85, { config }))
    expect(point).toMatchObject({
      gridId: 'TAE',
      gridX: 58,
      gridY: 65,
      timeZone: 'America/New_York',
      city: 'Sumatra',
    })
  })

  it('should convert the NWS KFLL observation sample (km/h, m, degC)', async () => {
    const config = await serve(SAMPLE_FILES.nwsObservation)
    const observation = expectOk(await fetchLatestObservation('KFLL', { config }))
    expect(observation.observedAt).toBe('2022-03-02T23:53:00.000Z')
    expect(observation.conditions).toMatchObject({
      airTempF: 73.04,
      windSpeedMph: 4.7,
      windGustMph: null,
      windDirectionDeg: 20,
      visibilityMiles: 10,
    })
  })

  it('should expand the NWS raw grid sample and ignore its placeholder wave zeros', async () => {
    const config = await serve(SAMPLE_FILES.nwsGrid)
    const grid = expectOk(await fetchGridData('LOX', 100, 71, { config }))
    expect(grid.hourly[0]).toMatchObject({
      time: '2026-10-08T12:00:00.000Z',
      windSpeedMph: 4.6,
      windDirectionDeg: 60,
      airTempF: 73,
    })
    expect(grid.hourly.every((h) => h.waveHeightFt === null && h.visibilityMiles === null)).toBe(
      true,
    )
  })

  it('should read every marine layer of a water cell (values made up, labelled so)', async () => {
    const config = await serve(SAMPLE_FILES.nwsWaterGrid)
    const grid = expectOk(await fetchGridData('LOX', 99, 70, { config }))
    expect(grid).toMatchObject({
      hasWaves: true,
      updateTime: '2026-10-08T18:26:38+00:00',
      centre: { latitude: 34.3885, longitude: -119.8745 },
    })
    expect(grid.hourly[0]).toMatchObject({
      time: '2026-10-08T12:00:00.000Z',
      waveHeightFt: 3.94,
      wavePeriodS: 12,
      swellHeightFt: 2.95,
      swellPeriodS: 12,
      swellDirectionDeg: 270,
      secondarySwellHeightFt: 1.97,
      secondarySwellPeriodS: 16,
      secondarySwellDirectionDeg: 200,
      windWaveHeightFt: 0.98,
      windSpeedMph: 10.36,
    })
  })

  it('should say a land cell has no waves', async () => {
    const config = await serve(SAMPLE_FILES.nwsGrid)
    const grid = expectOk(await fetchGridData('LOX', 100, 71, { config }))
    expect(grid.hasWaves).toBe(false)
    expect(grid.centre).not.toBeNull()
  })

  it('should reject a non-forecast sample as a malformed NWS hourly forecast', async () => {
    const config = await serve(SAMPLE_FILES.nwsPoints)
    const result = await fetchHourlyForecast('TAE', 58, 65, { config })
    expect(result).toMatchObject({ ok: false, error: { kind: 'malformed', source: 'nws' } })
  })

  it.each([
    [
      SAMPLE_FILES.coopsHilo,
      54,
      { time: '2026-10-08T03:09:00.000Z', type: 'high', heightFt: 5.449 },
    ],
    [
      SAMPLE_FILES.coopsHiloShort,
      3,
      { time: '2026-03-05T05:50:00.000Z', type: 'low', heightFt: -0.483 },
    ],
  ])('should parse the CO-OPS hilo sample %s', async (file, count, first) => {
    const config = await serve(file)
    const events = expectOk(
      await fetchTidePredictions({
        station: '9411340',
        beginDate: '20261008',
        endDate: '20261022',
        config,
      }),
    )
    expect(events).toHaveLength(count)
    expect(events[0]).toEqual(first)
  })
})

describe('Other samples', () => {
  it('should map the Nominatim sample to a location suggestion', async () => {
    const config = await serve(SAMPLE_FILES.nominatim)
    const [place] = expectOk(await searchPlaces('Portland Head Light sample', { config }))
    expect(place).toEqual({
      id: 'way/329793373',
      displayName:
        'Portland Head Light, Captain Strout Circle, Cape Elizabeth, Cumberland County, Maine, 04107, United States',
      name: 'Portland Head Light',
      country: 'United States',
      state: 'Maine',
      type: 'lighthouse',
      latitude: 43.6231093,
      longitude: -70.2078663,
    })
  })

  it('should map the YouTube oEmbed sample', async () => {
    const config = await serve(SAMPLE_FILES.youtube)
    const video = expectOk(await fetchYouTubeMetadata('eiHXASgRTcA', { config }))
    expect(video).toEqual({
      videoId: 'eiHXASgRTcA',
      title: 'Noisy kittens waiting for dinner!',
      channelTitle: 'smshdchrb',
      thumbnail: 'https://i.ytimg.com/vi/eiHXASgRTcA/hqdefault.jpg',
    })
  })
})
