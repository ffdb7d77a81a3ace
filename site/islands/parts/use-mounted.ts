import { useEffect, useState } from 'react'

/**
 * False for the first render, true after hydration. Islands share one QueryClient, so an island
 * that hydrates late can already find data another island fetched; its first render must still
 * equal the server's HTML, because React keeps mismatched attributes (say, `disabled`) as the
 * server wrote them.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}
