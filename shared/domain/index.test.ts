import { describe, expect, it } from 'vitest'
import * as domain from './index'

describe('index', () => {
  it.each([
    'RATINGS',
    'ratingRank',
    'classifyWind',
    'describeVisibility',
    'rateConditions',
    'nextTide',
    'pickNextTides',
    'SPOT_FILTERS',
    'filterSpots',
    'sortSpots',
    'dateWindow',
    'formatRelativeTime',
    'extractYouTubeId',
    'scoreTier',
    'buildHourlyWind',
    'buildDailyReport',
    'compareSources',
    'recommendationsFor',
    'summariseValidation',
    'buildSpotCondition',
  ])('should export %s', (name) => {
    expect(domain).toHaveProperty(name)
  })
})
