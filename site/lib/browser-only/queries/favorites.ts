import { queryOptions } from '@tanstack/react-query'
import type { FavoriteSpots } from '../../../../shared/contracts/favorites'
import { apiRequest, isUnauthorized } from '../api-client'

/** Every favourites query starts with this key, so one invalidation refreshes them all. */
export const FAVORITES_KEY = ['user', 'favorites'] as const

/** Spot lists (the home grid, the map) start with this key; a favourite change refreshes them. */
export const SPOTS_KEY = ['spots'] as const

/** GET /api/user/favorites?date. Not retried on 401, otherwise up to 3 retries. */
export const favoritesQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...FAVORITES_KEY, date] as const,
    queryFn: () => apiRequest<FavoriteSpots>('GET', `/api/user/favorites?date=${date}`),
    retry: (failures, error) => !isUnauthorized(error) && failures < 3,
  })
