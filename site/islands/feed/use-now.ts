import { useEffect, useState } from 'react'

/**
 * The time relative post ages are measured from: the server's render time until hydration (so
 * the first render matches the HTML), then the browser's clock, ticking each minute.
 */
export function useNow(serverNow: string): Date {
  const [now, setNow] = useState(() => new Date(serverNow))
  useEffect(() => {
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}
