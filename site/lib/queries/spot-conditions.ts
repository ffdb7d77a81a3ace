import { queryOptions } from '@tanstack/react-query'
import type { SpotWithCondition, Weather } from '../../../shared/contracts/conditions'
import { apiRequest } from '../api-client'
import { toCardSpot } from '../home/card-model'
import { SPOTS_KEY } from './favorites'

/** SPEC §7: retry 3 with exponential backoff capped at 30 s. */
export const spotsRetryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000)

/** GET /api/surf-spots?date, cut down to what home's cards show (card-model.ts). */
export const cardSpotsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...SPOTS_KEY, 'cards', date] as const,
    queryFn: async () =>
      (await apiRequest<SpotWithCondition[]>('GET', `/api/surf-spots?date=${date}`)).map(
        toCardSpot,
      ),
    retry: 3,
    retryDelay: spotsRetryDelay,
  })

/** GET /api/weather?date: the date's weather (air temperature). SPEC §7: retry 2. */
export const weatherQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['weather', date] as const,
    queryFn: () => apiRequest<Weather>('GET', `/api/weather?date=${date}`),
    retry: 2,
  })
