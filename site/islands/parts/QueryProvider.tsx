import { QueryClientProvider } from '@tanstack/react-query'
import { useState, type ComponentType, type ReactNode } from 'react'
import { getQueryClient } from '../../lib/browser-only/query-client'

/** Gives an island the page's one QueryClient (each island is its own React root). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient)
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** An island made of a body that reads queries: the body, inside the page's one QueryClient. */
export function withQueryProvider<P extends object>(Body: ComponentType<P>) {
  return function Island(props: P) {
    return (
      <QueryProvider>
        <Body {...props} />
      </QueryProvider>
    )
  }
}
