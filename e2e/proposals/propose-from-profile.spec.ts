// A surfer proposes a spot from their profile with the keyboard: each field's message beside it,
// the answer in the status region, the proposal then listed under "Your proposed spots".
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/test'
import { createSurfer, signInAs } from '../support/accounts'

test('should propose a spot from the profile, by keyboard, with clear messages', async ({
  page,
  request,
}) => {
  await signInAs(page, await createSurfer(request, 'Gerry'))
  await page.goto('/profile')
  const form = page.getByRole('region', { name: 'Propose this spot' })
  await expect(page.getByRole('heading', { name: 'Your proposed spots' })).toBeVisible()
  await expect(page.getByText('You have not proposed a spot yet.')).toBeVisible()

  // A point on land: the server's reason in the status region.
  await form.getByLabel('Latitude (degrees, north positive)').fill('39.74')
  await form.getByLabel('Longitude (degrees, east positive)').fill('-104.99')
  await form.getByLabel('Name of the break').fill('Denver Dreams')
  await form.getByLabel('Name of the break').press('Enter')
  await expect(form.getByRole('status')).toContainText('is on land')

  // No name: the field's own message, tied to it.
  await form.getByLabel('Name of the break').fill('')
  await form.getByLabel('Latitude (degrees, north positive)').fill('-33.95')
  await form.getByLabel('Longitude (degrees, east positive)').fill('18.37')
  await form.getByRole('button', { name: 'Propose this spot' }).press('Enter')
  const name = form.getByLabel('Name of the break')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription(/name is required/)
  await expect(name).toBeFocused()

  const spotName = `Keyboard Reef ${Date.now().toString(36)}`
  await name.fill(spotName)
  await form.getByLabel('Break type').selectOption('reef')
  await form.getByLabel('Skill level').selectOption('advanced')
  await form.getByLabel('Notes for the editor (optional)').fill('Left off the rocks at low tide.')
  await form.getByRole('button', { name: 'Propose this spot' }).press('Enter')
  await expect(form.getByRole('status')).toContainText(`"${spotName}" is waiting for an editor`)
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')

  await page.reload()
  const listed = page.getByTestId('proposed-spots').getByRole('listitem')
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText(spotName)
  await expect(listed).toContainText('Waiting for an editor')

  const { violations } = await new AxeBuilder({ page })
    .include('#proposals-heading')
    .include('[aria-labelledby="profile-propose-heading"]')
    .analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
})
