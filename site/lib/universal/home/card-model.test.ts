import { describe, expect, it } from 'vitest'
import type {
  Condition,
  Forecast,
  SpotWithCondition,
} from '../../../../shared/contracts/conditions'
import { forecastStrip, reportHref, toCardForecastDay, toCardSpot } from './card-model'
import { NO_PROVENANCE } from '../../../../shared/domain/forecast/series'

const condition: Condition = {
  date: '2026-11-21',
  conditionRating: 'good',
  ratingInputs: null,
  waveHeightMin: 2,
  waveHeightMax: 3,
  wavePeriod: 11,
  windSpeed: 9,
  windDirection: 'NE',
  windClassification: 'offshore',
  swellDirection: 'NW',
  swellDirectionDegrees: 315,
  waterTemp: 64,
  airTemp: 70,
  visibility: 'clear',
  tideHigh: '6:30 AM',
  tideLow: '12:45 PM',
  ratingReasons: {
    summary: 'wind 9 mph (needs 8 mph or less); without it: FIRING',
    decidedBy: 'good',
    nextTier: 'firing',
    heldBackBy: [
      { field: 'windSpeed', actual: 9, threshold: '<= 8 mph', passed: false, text: 'wind 9 mph' },
    ],
    withoutIt: 'firing',
    missing: [],
    rules: [],
  },
  provenance: { ...NO_PROVENANCE },
  isSample: true,
  updatedAt: '2026-11-21T00:00:00Z',
}

const NOW = new Date('2026-11-21T12:00:00Z')

const spot: SpotWithCondition = {
  id: 7,
  name: 'Pipeline',
  location: 'Oahu, Hawaii',
  latitude: 21.66,
  longitude: -158.05,
  breakType: 'reef',
  skillLevel: 'expert',
  description: 'A long text the card never shows',
  imageUrl: null,
  timeZone: 'Pacific/Honolulu',
  isFavorite: true,
  currentCondition: condition,
}

const day = (dayOffset: number, swellHeight: string, rating: Forecast['conditionRating']) => ({
  dayOffset,
  forecastDate: `2026-11-${21 + dayOffset}`,
  swellHeight,
  swellPeriod: 10,
  swellDirection: 'NW',
  windSpeed: 5,
  windDirection: 'E',
  conditionRating: rating,
  confidence: 80,
  summary: '',
})

describe('toCardSpot', () => {
  it('should drop what the card never shows', () => {
    const card = toCardSpot(spot, NOW)
    expect(card).not.toHaveProperty('description')
    expect(card).not.toHaveProperty('isFavorite')
    expect(card.currentCondition).not.toHaveProperty('provenance')
    expect(card.currentCondition?.ratingReasons).not.toHaveProperty('rules')
    expect(card.currentCondition?.ratingReasons).toEqual({
      summary: condition.ratingReasons.summary,
      nextTier: 'firing',
      missing: [],
      heldBackBy: [{ text: 'wind 9 mph' }],
    })
  })

  it("should carry the condition's provenance as words as of now", () => {
    const wind = {
      provider: 'open-meteo' as const,
      model: 'Forecast best match',
      modelRun: null,
      fetchedAt: '2026-11-21T11:20:00Z',
      gridDistanceKm: null,
      stale: false,
      modelled: false,
      sample: false,
    }
    const card = toCardSpot(
      { ...spot, currentCondition: { ...condition, provenance: { ...NO_PROVENANCE, wind } } },
      NOW,
    )
    expect(card.currentCondition?.sources.map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Waves: no source for this spot',
      'Wind: Open-Meteo Forecast best match · 40 min ago',
      'Tide: no source for this spot',
      'Water temperature: no source for this spot',
    ])
  })

  it('should keep a spot without a condition', () => {
    expect(toCardSpot({ ...spot, currentCondition: null }, NOW).currentCondition).toBeNull()
  })
})

describe('toCardForecastDay', () => {
  it('should keep the strip fields only', () => {
    const forecast: Forecast = {
      ...day(1, '3-5ft', 'good'),
      id: 1,
      tideInfo: null,
      alerts: null,
      confidenceReasons: [],
      ratingInputs: null,
      isSample: true,
      provenance: NO_PROVENANCE,
    }
    expect(toCardForecastDay(forecast)).toEqual(day(1, '3-5ft', 'good'))
  })
})

describe('forecastStrip', () => {
  const weekday = (date: string) => `W${date.slice(8)}`

  it.each<[string, string[], number[]]>([
    ['the largest max is 48 px, the rest scaled', ['3-6ft', '1-3ft', '2-4ft'], [48, 24, 32]],
    ['never under 8 px', ['4-12ft', '0-0.5ft'], [48, 8]],
    ['an unreadable height gets the floor', ['N/A', '2-4ft'], [8, 48]],
  ])('should scale bars: %s', (_name, heights, px) => {
    const days = heights.map((h, i) => day(i, h, 'good'))
    expect(forecastStrip(days, 'good', weekday).map((d) => d.barPx)).toEqual(px)
  })

  it("should label day 0 'Today' with the current rating, others by weekday and forecast", () => {
    const strip = forecastStrip([day(1, '2ft', 'rideable'), day(0, '2ft', 'good')], 'epic', weekday)
    expect(strip.map((d) => [d.label, d.rating])).toEqual([
      ['Today', 'epic'],
      ['W22', 'rideable'],
    ])
  })

  it('should show at most 5 days', () => {
    const days = [0, 1, 2, 3, 4, 4].map((i) => day(i, '2ft', 'good'))
    expect(forecastStrip(days, 'good', weekday)).toHaveLength(5)
  })
})

describe('reportHref', () => {
  it.each([
    ['2026-11-21', '/spot/7/report'],
    ['2026-11-23', '/spot/7/report?date=2026-11-23'],
  ])('should link %s to %s', (date, href) => {
    expect(reportHref(7, date, '2026-11-21')).toBe(href)
  })
})
