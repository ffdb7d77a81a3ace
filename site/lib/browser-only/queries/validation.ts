import { queryOptions } from '@tanstack/react-query'
import type { ValidateAll, ValidateSpot } from '../../../../shared/contracts/conditions'
import { apiRequest } from '../api-client'

/** GET /api/validate-all?date: the dashboard's summary, recommendations and per-spot results. */
export const validateAllQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['validate-all', date] as const,
    queryFn: () => apiRequest<ValidateAll>('GET', `/api/validate-all?date=${date}`),
  })

/** GET /api/validate-data/{spotId}?date: one spot's cross-check with its two sources. */
export const validateSpotQueryOptions = (spotId: number, date: string) =>
  queryOptions({
    queryKey: ['validate-data', spotId, date] as const,
    queryFn: () => apiRequest<ValidateSpot>('GET', `/api/validate-data/${spotId}?date=${date}`),
  })
