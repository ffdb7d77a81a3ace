// The composer: who sees it, when Share works, and the location suggestions.
import { createSurfer, signInAs } from '../support/accounts'
import { gotoHydrated } from '../support/hydrated'
import { expect, test } from '../support/test'

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, await createSurfer(request, 'Coco'))
  await gotoHydrated(page, '/discover')
})

test('should keep Share disabled while the text is blank', async ({ page }) => {
  const share = page
    .getByRole('form', { name: 'Share a surf story' })
    .getByRole('button', { name: 'Share' })
  await expect(share).toBeDisabled()
  await page.getByLabel('Your surf story').fill('   ')
  await expect(share).toBeDisabled()
  await page.getByLabel('Your surf story').fill('Small but fun')
  await expect(share).toBeEnabled()
})

test('should ask for 3 characters before searching a location', async ({ page }) => {
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.fill('zq')
  await expect(page.getByText('Type at least 3 characters to search')).toBeVisible()
})

test('should suggest known spots and pick one with the keyboard', async ({ page }) => {
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.fill('Uluwatu')
  const list = page.getByRole('listbox', { name: 'Location suggestions' })
  await expect(list.getByRole('option', { name: /Uluwatu/ })).toBeVisible()
  await location.press('ArrowDown')
  await location.press('Enter')
  await expect(location).toHaveValue(/^Uluwatu, /)
  await expect(list).toBeHidden()
})

test('should suggest places from the maps search when no spot matches', async ({ page }) => {
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.fill('Cascais')
  const options = page.getByRole('listbox', { name: 'Location suggestions' }).getByRole('option')
  await expect(options.first()).toBeVisible()
  const count = await options.count()
  expect(count).toBeGreaterThan(0)
  expect(count).toBeLessThanOrEqual(3)
  await options.first().click()
  await expect(location).not.toHaveValue('Cascais')
})

test('should close the suggestions shortly after the field loses focus', async ({ page }) => {
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.fill('Uluwatu')
  await expect(location).toHaveAttribute('aria-expanded', 'true')
  await page.getByLabel('Your surf story').focus()
  await expect(location).toHaveAttribute('aria-expanded', 'false')
})

test('should refuse a file over 100MB in the browser', async ({ page }) => {
  // A file that says it is 100 MB + 1 byte: the check reads the size before any upload, so the
  // test need not hold 100 MB in memory.
  const input = page.getByLabel('Photo or video')
  await input.evaluate((element: HTMLInputElement) => {
    const file = new File([new Uint8Array(1)], 'huge.mp4', { type: 'video/mp4' })
    Object.defineProperty(file, 'size', { value: 104_857_601 })
    Object.defineProperty(element, 'files', { value: [file], configurable: true })
    element.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await expect(page.getByText('File too large', { exact: true })).toBeVisible()
  await expect(
    page.getByText('Please select a file smaller than 100MB', { exact: true }),
  ).toBeVisible()
})
