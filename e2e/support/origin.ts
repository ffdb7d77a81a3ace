import { test } from '@playwright/test'

/**
 * The Origin header a browser sends on a same-origin write. Writes made from Node through
 * Playwright's request API carry none, and the server refuses writes without one (CSRF).
 */
export function sameOrigin(): { origin: string } {
  return { origin: new URL(test.info().project.use.baseURL ?? '').origin }
}
