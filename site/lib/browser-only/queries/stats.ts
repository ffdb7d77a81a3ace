import { queryOptions } from '@tanstack/react-query'
import type { Stats } from '../../../../shared/contracts/conditions'
import { apiRequest } from '../api-client'

/** GET /api/stats?date: counts per rating. Retried twice. */
export const statsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['stats', date] as const,
    queryFn: () => apiRequest<Stats>('GET', `/api/stats?date=${date}`),
    retry: 2,
  })
