// axe scans of the feed pages: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { postAs, spotIdByName, uniqueText } from './feed-support'

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('should have no serious accessibility violations on the feed pages', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request, 'Gia'))
  const spotId = await spotIdByName(request, 'Snapper Rocks')
  const post = await postAs(page, {
    content: uniqueText('Axe scan post https://youtu.be/dQw4w9WgXcQ'),
    location: 'Snapper Rocks',
  })
  for (const path of ['/discover', `/discover/post/${post.id}`, `/spot/${spotId}/posts`]) {
    await gotoHydrated(page, path)
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(await seriousViolations(page), path).toEqual([])
  }
})
