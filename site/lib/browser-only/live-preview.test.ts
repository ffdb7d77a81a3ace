import { afterEach, describe, expect, it, vi } from 'vitest'
import { showTyped, startLivePreview } from './live-preview'

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

describe('startLivePreview', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('should keep the typed text over a render the admin asked for before the editor typed', async () => {
    const origin = 'http://127.0.0.1:3311'
    const field = { dataset: { liveField: 'name' }, textContent: 'Stored Reef' }
    // A new render brings the stored draft's text back into the field.
    const main = { replaceWith: () => (field.textContent = 'Stored Reef') }
    const doc = {
      querySelector: () => main,
      querySelectorAll: () => [field],
      importNode: (n: unknown) => n,
    }
    vi.stubGlobal(
      'DOMParser',
      class {
        parseFromString = () => ({ querySelector: () => ({}) })
      },
    )
    let onMessage: (event: MessageEvent) => void = () => {}
    const win = {
      location: { origin, href: `${origin}/spot/4/report?preview=t` },
      document: doc,
      addEventListener: (_: string, handler: typeof onMessage) => (onMessage = handler),
      removeEventListener: () => {},
    } as unknown as Window
    let deliver: (html: string) => void = () => {}
    const rendered = new Promise<string>((resolve) => (deliver = resolve))
    startLivePreview(win, () => rendered)

    const post = (data: unknown) => onMessage({ origin, data } as MessageEvent)
    post({ type: 'payload-document-event' }) // as the frame connects: a render starts
    post({ type: 'payload-live-preview', data: { name: 'Typed Reef' } })
    expect(field.textContent).toBe('Typed Reef')
    deliver('<main></main>')
    await rendered
    await Promise.resolve()
    expect(field.textContent).toBe('Typed Reef')
  })
})
