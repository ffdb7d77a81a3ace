import { queryOptions } from '@tanstack/react-query'
import type { AlertSettings, AlertSettingsInput } from '../../../../shared/contracts/alerts'
import { apiRequest, isUnauthorized } from '../api-client'

export const ALERTS_KEY = ['user', 'alerts'] as const

/** GET /api/user/alerts: not retried on 401, like the favourites it belongs to. */
export const alertsQueryOptions = () =>
  queryOptions({
    queryKey: ALERTS_KEY,
    queryFn: () => apiRequest<AlertSettings>('GET', '/api/user/alerts'),
    retry: (failures, error) => !isUnauthorized(error) && failures < 3,
  })

/** PUT /api/user/alerts with the browser's time zone (the digest hour is local to it). */
export const saveAlerts = (input: Omit<AlertSettingsInput, 'timeZone'>) =>
  apiRequest<AlertSettings>('PUT', '/api/user/alerts', {
    ...input,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  })
