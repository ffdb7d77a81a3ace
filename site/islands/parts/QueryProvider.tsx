import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { getQueryClient } from '../../lib/browser-only/query-client'

/** Gives an island the page's one QueryClient (each island is its own React root). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
