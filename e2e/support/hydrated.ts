import type { Page } from '@playwright/test'

/** Waits until every island on the page has hydrated (Astro drops `ssr` from each then). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
}
