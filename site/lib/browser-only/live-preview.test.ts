import { describe, expect, it } from 'vitest'
import { showTyped } from './live-preview'

/** A page's `data-live-field` elements, as the part of a Document showTyped uses. */
function pageWith(fields: Record<string, string>) {
  const elements = Object.entries(fields).map(([field, text]) => ({
    dataset: { liveField: field },
    textContent: text,
  }))
  const doc = { querySelectorAll: () => elements } as unknown as Document
  return {
    doc,
    text: () => Object.fromEntries(elements.map((e) => [e.dataset.liveField, e.textContent])),
  }
}

describe('showTyped', () => {
  it("should show the form's typed text in the page's marked fields, as text", () => {
    const page = pageWith({ name: 'Old Reef', description: 'Old words' })
    showTyped(page.doc, { name: 'New <b>Reef</b>', description: 'New words', id: 4 })
    expect(page.text()).toEqual({ name: 'New <b>Reef</b>', description: 'New words' })
  })

  it('should leave fields the form did not send, or sent as something else than text', () => {
    const page = pageWith({ name: 'Old Reef', location: 'Bay' })
    showTyped(page.doc, { name: null, location: 12 })
    showTyped(page.doc, 'not an object')
    expect(page.text()).toEqual({ name: 'Old Reef', location: 'Bay' })
  })
})
