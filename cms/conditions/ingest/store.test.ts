import { describe, expect, it } from 'vitest'
import { buildSpotRows } from './rows'
import { buildSpot } from './spot-series'
import { addRowTexts, checkRows, rowTexts } from './store'
import { marineHours, spotOf, statesFor } from './test-support'

const NOW = new Date('2026-11-20T10:30:00.000Z')

describe('checkRows', () => {
  const spot = spotOf()
  const buoy = marineHours({ waveHeightFt: 7 }).slice(0, 12)
  const rows = buildSpotRows(buildSpot(spot, statesFor([spot], { buoy }), 'live'), NOW)

  it.each([
    ['surf_conditions', rows.conditions],
    ['surf_forecasts', rows.forecasts],
    ['surf_reports', rows.reports],
    ['surf_hourly', rows.hourly],
  ] as const)('should pass the %s rows a refresh builds', (name, list) => {
    expect(list.length).toBeGreaterThan(0)
    expect(() => checkRows(name, list as never)).not.toThrow()
  })

  it('should refuse a row the readers could not parse, naming the spot, date and field', () => {
    const [first] = rows.conditions
    const broken = { ...first, conditionRating: 'great' }
    expect(() => checkRows('surf_conditions', [broken] as never)).toThrow(
      new RegExp(`surf_conditions spot ${first?.spot} ${first?.date}: conditionRating`),
    )
    const [day] = rows.forecasts
    expect(() => checkRows('surf_forecasts', [{ ...day, confidence: 'high' }] as never)).toThrow(
      /surf_forecasts spot \d+ \d{4}-\d\d-\d\d: confidence/,
    )
  })
})

describe('addRowTexts', () => {
  const table = {
    spot: { name: 'spot_id' },
    date: { name: 'date' },
    ratingReasons: { name: 'rating_reasons' },
  }

  it('should key each row by column, with its updated_at, nulls kept and fields it lacks left out', () => {
    const texts = rowTexts()
    addRowTexts(
      texts,
      table,
      [{ spot: 1, date: '2026-11-20', ratingReasons: undefined }, { spot: 2 }],
      'T',
    )
    expect(texts.texts.map((t) => JSON.parse(t))).toEqual([
      { updated_at: 'T', spot_id: 1, date: '2026-11-20', rating_reasons: null },
      { updated_at: 'T', spot_id: 2 },
    ])
    expect([...texts.columns]).toEqual(['spot_id', 'date', 'rating_reasons'])
  })

  it('should refuse a field the table has no column for', () => {
    expect(() => addRowTexts(rowTexts(), table, [{ spot: 1, mystery: 2 }], 'T')).toThrow(
      "ingestion: no column for 'mystery'",
    )
  })
})
