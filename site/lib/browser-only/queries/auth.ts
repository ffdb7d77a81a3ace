import { queryOptions } from '@tanstack/react-query'
import type { User } from '../../../../shared/contracts/auth'
import { apiGetOrNull } from '../api-client'

export const CURRENT_USER_KEY = ['auth', 'user'] as const

/** GET /api/auth/user: null when signed out. No retry, 60 s fresh, no focus refetch. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () => apiGetOrNull<User>('/api/auth/user'),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
