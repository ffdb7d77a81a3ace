import { queryOptions } from '@tanstack/react-query'
import { HourlyWindList } from '../../../shared/contracts/conditions'
import { apiRequest } from '../api-client'

/** GET /api/surf-spots/{id}/wind-hourly?date: the day's wind every 3 hours. */
export const windHourlyQueryOptions = (spotId: number, date: string) =>
  queryOptions({
    queryKey: ['wind-hourly', spotId, date] as const,
    queryFn: async () =>
      HourlyWindList.parse(
        await apiRequest('GET', `/api/surf-spots/${spotId}/wind-hourly?date=${date}`),
      ),
  })
