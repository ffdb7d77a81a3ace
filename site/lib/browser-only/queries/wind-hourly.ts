import { queryOptions } from '@tanstack/react-query'
import type { HourlyWindEntry } from '../../../../shared/contracts/conditions'
import { apiRequest } from '../api-client'
import type { Units } from '../../../../shared/domain/units/units'

/**
 * GET /api/surf-spots/{id}/wind-hourly?date&units: the day's wind every 3 hours, in the page's
 * units. The server answers
 * with the contract's shape (tests/conditions-api.test.ts checks it against the schema); the
 * browser does not parse it again, so zod stays out of the report's JavaScript.
 */
export const windHourlyQueryOptions = (spotId: number, date: string, units: Units) =>
  queryOptions({
    queryKey: ['wind-hourly', spotId, date, units] as const,
    queryFn: () =>
      apiRequest<HourlyWindEntry[]>(
        'GET',
        `/api/surf-spots/${spotId}/wind-hourly?date=${date}&units=${units}`,
      ),
  })
