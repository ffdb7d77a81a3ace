import { useEffect } from 'react'

/** A validation fetch failure is logged only; the screen keeps what it had. */
export function useLoggedError(error: Error | null, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed:`, error.message)
  }, [error, what])
}
