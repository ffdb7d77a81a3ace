import { test as base, expect } from '@playwright/test'

/**
 * Playwright's test with one change: every page starts as a returning visitor of this browser
 * session (hasSeenIntro set), so home does not send it to /intro. The intro's own specs use
 * `introTest`, which starts as a first visit.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(() => sessionStorage.setItem('hasSeenIntro', 'true'))
    await use(context)
  },
})

/** A first visit of the browser session: hasSeenIntro unset. */
export const introTest = base

export { expect }
