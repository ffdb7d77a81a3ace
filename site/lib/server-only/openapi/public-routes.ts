// Every public GET of the API, one line each: the OpenAPI document (document.ts), CORS, ETag and
// the read limit (api/public-get.ts) all come from this list. A new public endpoint is one line.
import { z } from 'zod'
import {
  ConditionsQuery,
  DateQuery,
  ForecastList,
  ForecastsQuery,
  SpotForecastsQuery,
  Hourly,
  HourlyWindList,
  SpotConditionList,
  SpotIdParams,
  SpotDetail,
  SpotReport,
  SpotList,
  Stats,
  ValidateAll,
  ValidateSpot,
  ValidateSpotParams,
  Weather,
  WhatIfAnswer,
  WhatIfQuery,
} from '../../../../shared/contracts/conditions'
import {
  FeedCommentList,
  FeedListQuery,
  FeedPost,
  FeedPostList,
  PostIdParams,
  VideoIdParams,
  VideoPreview,
} from '../../../../shared/contracts/feed'
import { AccuracyList, AccuracyQuery, SpotAccuracy } from '../../../../shared/contracts/accuracy'
import {
  SpotVerification,
  VerificationList,
  VerificationListQuery,
  VerificationUnitsQuery,
} from '../../../../shared/contracts/verification'
import { PointForecast, PointForecastQuery } from '../../../../shared/contracts/point-forecast'
import { SpotPage, SpotsQuery } from '../../../../shared/contracts/spot-pages'

type Schema = z.ZodType

/** One public GET: its OpenAPI path, what it says, its inputs and its answer. */
export type PublicRoute = {
  path: `/api/${string}`
  summary: string
  tag: 'Conditions' | 'Community' | 'Open data'
  query?: z.ZodObject
  params?: z.ZodObject
  /** A JSON schema of the answer, or 'csv' for a text/csv download. */
  answer: Schema | 'csv'
}

/**
 * GET /api/surf-spots: the featured spots, with ?date each with its currentCondition, without it
 * none; with ?near, ?bbox, ?q, ?limit or ?cursor a page of every published spot.
 */
const SpotsOrConditions = SpotConditionList.or(SpotList).or(SpotPage)

/** An object whose shape another standard owns (OpenAPI, schema.org). */
const FreeForm = z.record(z.string(), z.unknown())

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/api/stats',
    summary: 'Spots per rating on a date',
    tag: 'Conditions',
    query: DateQuery,
    answer: Stats,
  },
  {
    path: '/api/weather',
    summary: "The day's typical weather",
    tag: 'Conditions',
    query: ConditionsQuery,
    answer: Weather,
  },
  {
    path: '/api/surf-spots',
    summary:
      'The featured spots; with ?date, each with its condition. With near, bbox, q, region, limit or cursor: a page of every published spot, { spots, nextCursor }',
    tag: 'Conditions',
    query: SpotsQuery,
    answer: SpotsOrConditions,
  },
  {
    path: '/api/surf-spots/{id}',
    summary:
      'One spot, with its swell window (exposure), ideal conditions, tide station, wave buoy and NWS marine zone',
    tag: 'Conditions',
    params: SpotIdParams,
    answer: SpotDetail,
  },
  {
    path: '/api/surf-spots/{id}/what-if',
    summary: 'Rate made-up conditions at a spot, with the same code as the forecasts',
    tag: 'Conditions',
    params: SpotIdParams,
    query: WhatIfQuery,
    answer: WhatIfAnswer,
  },
  {
    path: '/api/surf-spots/{id}/report',
    summary: "A spot with its condition and the day's report",
    tag: 'Conditions',
    params: SpotIdParams,
    query: ConditionsQuery,
    answer: SpotReport,
  },
  {
    path: '/api/surf-spots/{id}/forecasts',
    summary: 'Up to 5 forecast days',
    tag: 'Conditions',
    params: SpotIdParams,
    query: SpotForecastsQuery,
    answer: ForecastList,
  },
  {
    path: '/api/surf-spots/{id}/wind-hourly',
    summary: 'Hourly wind for a date',
    tag: 'Conditions',
    params: SpotIdParams,
    query: ConditionsQuery,
    answer: HourlyWindList,
  },
  {
    path: '/api/surf-spots/{id}/hourly',
    summary: 'Every hour of a local date: surf, swells, wind, tide, rating',
    tag: 'Conditions',
    params: SpotIdParams,
    query: ConditionsQuery,
    answer: Hourly,
  },
  {
    path: '/api/surf-spots/{id}/accuracy',
    summary: 'How right the forecast has been here: 7 and 30 days by lead day',
    tag: 'Conditions',
    params: SpotIdParams,
    answer: SpotAccuracy,
  },
  {
    path: '/api/forecast',
    summary:
      'A rated forecast for any point within 5 km of a coast, computed as a spot is (not a known spot)',
    tag: 'Conditions',
    query: PointForecastQuery,
    answer: PointForecast,
  },
  {
    path: '/api/accuracy',
    summary: "Every spot's next-day record over 30 days",
    tag: 'Conditions',
    query: AccuracyQuery,
    answer: AccuracyList,
  },
  {
    path: '/api/surf-spots/{id}/verification',
    summary:
      "The forecast against the spot's wave buoy (WMO LC-WFV method): bias, RMSE and scatter index of wave height and period by forecast day 1–5 over 7, 30 and 90 days; buoy null for a spot without one",
    tag: 'Conditions',
    params: SpotIdParams,
    query: VerificationUnitsQuery,
    answer: SpotVerification,
  },
  {
    path: '/api/verification',
    summary:
      'The forecast against every wave buoy: all buoys pooled by forecast day, and each buoy',
    tag: 'Conditions',
    query: VerificationListQuery,
    answer: VerificationList,
  },
  {
    path: '/api/validate-all',
    summary: "Every spot's cross-check of its two sources",
    tag: 'Conditions',
    query: DateQuery,
    answer: ValidateAll,
  },
  {
    path: '/api/validate-data/{spotId}',
    summary: "One spot's cross-check of its sources",
    tag: 'Conditions',
    params: ValidateSpotParams,
    query: DateQuery,
    answer: ValidateSpot,
  },
  {
    path: '/api/surf-spots.csv',
    summary: 'Every spot with its condition on a date, as CSV',
    tag: 'Open data',
    query: DateQuery,
    answer: 'csv',
  },
  {
    path: '/api/surf-spots/{id}/forecasts.csv',
    summary: "A spot's forecast days, as CSV",
    tag: 'Open data',
    params: SpotIdParams,
    query: ForecastsQuery,
    answer: 'csv',
  },
  {
    path: '/api/openapi.json',
    summary: 'This OpenAPI 3.1 document',
    tag: 'Open data',
    answer: FreeForm,
  },
  {
    path: '/api/feed',
    summary: 'Community posts, newest first',
    tag: 'Community',
    query: FeedListQuery,
    answer: FeedPostList,
  },
  {
    path: '/api/feed/{id}',
    summary: 'One community post',
    tag: 'Community',
    params: PostIdParams,
    answer: FeedPost,
  },
  {
    path: '/api/feed/{id}/comments',
    summary: "A post's comments, oldest first",
    tag: 'Community',
    params: PostIdParams,
    answer: FeedCommentList,
  },
  {
    path: '/api/youtube-metadata/{videoId}',
    summary: "A video's title and channel",
    tag: 'Community',
    params: VideoIdParams,
    answer: VideoPreview,
  },
  {
    path: '/api/structured-data',
    summary: 'schema.org data for search engines',
    tag: 'Open data',
    answer: FreeForm,
  },
]

/** The OpenAPI path of an Astro route pattern: `/api/surf-spots/[id]/hourly` → `…/{id}/hourly`. */
export function openApiPathOf(routePattern: string): string {
  return routePattern.replace(/\[(\w+)\]/g, '{$1}')
}

const PUBLIC_PATHS = new Set<string>(PUBLIC_ROUTES.map((r) => r.path))

/** Whether an Astro route pattern is one of the public GETs. */
export function isPublicRoute(routePattern: string | undefined): boolean {
  return routePattern !== undefined && PUBLIC_PATHS.has(openApiPathOf(routePattern))
}
