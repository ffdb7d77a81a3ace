// The loop end to end: a surfer says "How was it?" from the spot's posts screen and,
// on the spot's report, sees their report counted in "How right have we been here?" at once
// (the report's own request verifies the spot); the section passes axe.
import AxeBuilder from '@axe-core/playwright'
import { SpotAccuracy } from '../../shared/contracts/accuracy'
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'
import { spotIdByName, uniqueText } from '../feed/feed-support'

test("should count a surfer's 'How was it?' on the spot's accuracy section", async ({
  page,
  request,
}) => {
  // A spot no other spec reports on, so the count moves only by this surfer's report.
  const spotId = await spotIdByName(request, 'Folly Beach (The Washout)')
  const record = SpotAccuracy.parse(
    await (await request.get(`/api/surf-spots/${spotId}/accuracy`)).json(),
  )
  const before = record.sources.find((s) => s.kind === 'surfer-reports')?.count ?? 0

  await signInAs(page, await createSurfer(request, 'Lani'))
  await gotoHydrated(page, `/spot/${spotId}/posts`)
  const form = page.getByRole('form', { name: 'Share a surf story' })
  const text = uniqueText('Waist high and clean')
  await form.getByLabel('Your surf story').fill(text)
  await form.getByText('How was it? (optional)').click()
  await expect(form.getByRole('combobox', { name: 'Spot' })).toHaveValue(String(spotId))
  await form.getByRole('radio', { name: '3-4 ft' }).check()
  await form.getByRole('radio', { name: 'GOOD' }).check()
  await form.getByRole('radio', { name: 'clean' }).check()
  await form.getByRole('button', { name: 'Share' }).click()
  const post = page.getByRole('article').filter({ hasText: text })
  await expect(post.getByText(/^Reported GOOD · 3-4 ft · clean/)).toBeVisible()

  await page.goto(`/spot/${spotId}/report`)
  const section = page.getByRole('region', { name: 'How right have we been here?' })
  await expect(section.getByText(`Surfer reports: ${before + 1}`)).toBeVisible()
  const { violations } = await new AxeBuilder({ page })
    .include('[data-section="accuracy"]')
    .analyze()
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([])
})
