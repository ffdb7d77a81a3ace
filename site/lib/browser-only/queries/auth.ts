import { queryOptions } from '@tanstack/react-query'
import type { User } from '../../../../shared/contracts/auth'
import { apiGetOrNull } from '../api-client'
import { hasSessionHint } from '../../../../shared/domain/web/session-hint'

export const CURRENT_USER_KEY = ['auth', 'user'] as const

/**
 * GET /api/auth/user: null when signed out. No retry, 60 s fresh, no focus refetch. Without the
 * session hint cookie there is no session to ask about: null at once, so a visitor's page never
 * logs the endpoint's 401.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: () =>
      hasSessionHint(document.cookie)
        ? apiGetOrNull<User>('/api/auth/user')
        : Promise.resolve(null),
    staleTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
