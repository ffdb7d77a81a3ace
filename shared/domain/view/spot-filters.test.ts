import { describe, expect, it } from 'vitest'
import {
  SPOT_FILTERS,
  filterSpots,
  matchesSearch,
  matchesSpotFilter,
  suggestSpots,
  toSpotFilterKey,
} from './spot-filters'
import type { FilterableCondition, FilterableSpot } from './spot-filters'

const spot = (c: FilterableCondition | null, name = 'Rye Rocks', location = 'NH, USA') => ({
  name,
  location,
  currentCondition: c,
})

describe('SPOT_FILTERS', () => {
  it('should list the chips in their fixed order, Epic Only first', () => {
    expect(SPOT_FILTERS.map((f) => `${f.key}:${f.label}`)).toEqual([
      'epic:Epic Only',
      'firing:Firing',
      'no-wind:Glass',
      '2-4ft:2-4ft',
      '4-6ft:4-6ft',
      'light-wind:Light Wind',
      'crystal-clear:Crystal Clear',
    ])
  })

  it.each([
    ['epic', 'epic'],
    ['epic-only', 'epic'],
    ['no-wind', 'no-wind'],
    ['glass', null],
  ])('should read the key %s as %j', (key, expected) => {
    expect(toSpotFilterKey(key)).toBe(expected)
  })
})

describe('matchesSpotFilter', () => {
  it.each<[string, FilterableCondition | null, boolean]>([
    ['epic', { conditionRating: 'epic' }, true],
    ['epic-only', { conditionRating: 'epic' }, true],
    ['epic', { conditionRating: 'firing' }, false],
    ['firing', { conditionRating: 'firing' }, true],
    ['firing', { conditionRating: 'good' }, false],
    ['2-4ft', { waveHeightMax: 1.9 }, false],
    ['2-4ft', { waveHeightMax: 2 }, true],
    ['2-4ft', { waveHeightMax: 4 }, true],
    ['2-4ft', { waveHeightMax: 4.1 }, false],
    ['4-6ft', { waveHeightMax: 3.9 }, false],
    ['4-6ft', { waveHeightMax: 4 }, true],
    ['4-6ft', { waveHeightMax: 6 }, true],
    ['4-6ft', { waveHeightMax: 6.1 }, false],
    ['4-6ft', { waveHeightMax: null }, false],
    ['no-wind', { windSpeed: 2 }, true],
    ['no-wind', { windSpeed: 2.1 }, false],
    ['no-wind', { windSpeed: null }, false],
    ['light-wind', { windSpeed: 10 }, true],
    ['light-wind', { windSpeed: 10.1 }, false],
    ['crystal-clear', { visibility: 'crystal clear (10+ mi)' }, true],
    ['crystal-clear', { visibility: 'Crystal Clear' }, true],
    ['crystal-clear', { visibility: 'clear' }, false],
    ['crystal-clear', { visibility: null }, false],
    ['epic', null, false],
    ['bogus', { conditionRating: 'epic' }, false],
  ])('should apply %s to %j as %s', (key, condition, expected) => {
    expect(matchesSpotFilter(spot(condition), key)).toBe(expected)
  })
})

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['rye', true],
    ['ROCKS', true],
    [' nh ', true],
    ['usa', true],
    ['hawaii', false],
  ])('should match Rye Rocks, NH, USA with %j: %s', (query, expected) => {
    expect(matchesSearch(spot(null), query)).toBe(expected)
  })
})

const SPOTS: FilterableSpot[] = [
  spot({ conditionRating: 'epic', waveHeightMax: 8, windSpeed: 12 }, 'Pipeline', 'Oahu, Hawaii'),
  spot({ conditionRating: 'good', waveHeightMax: 3, windSpeed: 1 }, 'Rye Rocks', 'NH, USA'),
  spot({ conditionRating: 'firing', waveHeightMax: 5, windSpeed: 15 }, 'Sayulita', 'Mexico'),
  spot(null, 'Rincon', 'California, USA'),
]

const names = (spots: FilterableSpot[]): string[] => spots.map((s) => s.name)

describe('filterSpots', () => {
  it.each<[string, string[], string[]]>([
    ['', [], ['Pipeline', 'Rye Rocks', 'Sayulita', 'Rincon']],
    ['', ['epic'], ['Pipeline']],
    ['', ['epic', 'no-wind'], ['Pipeline', 'Rye Rocks']],
    ['', ['4-6ft', 'firing'], ['Sayulita']],
    ['usa', [], ['Rye Rocks', 'Rincon']],
    ['usa', ['no-wind'], ['Rye Rocks']],
    ['hawaii', ['no-wind'], []],
    ['', ['bogus'], ['Pipeline', 'Rye Rocks', 'Sayulita', 'Rincon']],
  ])('should give for %j with filters %j: %j', (query, filters, expected) => {
    expect(names(filterSpots({ spots: SPOTS, query, filters }))).toEqual(expected)
  })
})

describe('suggestSpots', () => {
  it.each<[string, number | undefined, string[]]>([
    ['r', undefined, ['Rye Rocks', 'Rincon']],
    ['i', undefined, ['Pipeline', 'Sayulita', 'Rincon']],
    ['sa', undefined, ['Sayulita', 'Rye Rocks', 'Rincon']],
    ['sa', 2, ['Sayulita', 'Rye Rocks']],
    ['', undefined, []],
  ])('should suggest for %j (limit %j) %j', (query, limit, expected) => {
    expect(names(suggestSpots(SPOTS, query, limit))).toEqual(expected)
  })

  it('should suggest at most 7 by default', () => {
    const many = Array.from({ length: 12 }, (_, i) => spot(null, `Spot ${i}`, 'Somewhere'))
    expect(suggestSpots(many, 'spot')).toHaveLength(7)
  })
})
