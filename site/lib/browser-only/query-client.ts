import { QueryClient } from '@tanstack/react-query'

// The defaults for cached reads: fresh for 5 minutes, no automatic retry, no refetch on
// window focus, no polling. Queries that differ (the current user, favourites) say so. Writes run
// even offline: they fail at once with OfflineError and the user is told (docs/offline.md),
// rather than pausing unseen and going out later.
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}

let browserClient: QueryClient | undefined

/**
 * The one QueryClient of the page, shared by every island. On the server each render gets its
 * own: a shared one would carry one visitor's data (say, their user) into another's HTML.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient()
  browserClient ??= makeQueryClient()
  return browserClient
}
