import { afterEach, describe, expect, it, vi } from 'vitest'
import { startLivePreview } from './live-preview'

describe('startLivePreview', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("should show only the newest save's render when an older one arrives after it", async () => {
    const origin = 'http://127.0.0.1:3311'
    const shown: string[] = []
    const main = { replaceWith: (next: { html: string }) => shown.push(next.html) }
    const doc = { querySelector: () => main, importNode: (n: unknown) => n }
    vi.stubGlobal(
      'DOMParser',
      class {
        parseFromString = (html: string) => ({ querySelector: () => ({ html }) })
      },
    )
    let onMessage: (event: MessageEvent) => void = () => {}
    const win = {
      location: { origin, href: `${origin}/spot/4/report?preview=t` },
      document: doc,
      addEventListener: (_: string, handler: typeof onMessage) => (onMessage = handler),
      removeEventListener: () => {},
      parent: { postMessage: () => {} },
    } as unknown as Window
    const renders: ((html: string) => void)[] = []
    const loads: Promise<string>[] = []
    startLivePreview(win, () => {
      const load = new Promise<string>((resolve) => renders.push(resolve))
      loads.push(load)
      return load
    })

    const save = () =>
      onMessage({ origin, data: { type: 'payload-document-event' } } as MessageEvent)
    save() // the first autosave's render starts
    save() // a second autosave lands before the first render is back
    renders[1]!('second')
    renders[0]!('first')
    await Promise.all(loads)
    await Promise.resolve()
    expect(shown).toEqual(['second'])
  })

  it('should ignore messages from another origin', async () => {
    const origin = 'http://127.0.0.1:3311'
    let onMessage: (event: MessageEvent) => void = () => {}
    const win = {
      location: { origin, href: `${origin}/blog?preview=t` },
      addEventListener: (_: string, handler: typeof onMessage) => (onMessage = handler),
      removeEventListener: () => {},
      parent: { postMessage: () => {} },
    } as unknown as Window
    const load = vi.fn(async () => '<main></main>')
    startLivePreview(win, load)
    onMessage({
      origin: 'https://evil.example',
      data: { type: 'payload-document-event' },
    } as MessageEvent)
    expect(load).not.toHaveBeenCalled()
  })
})
