import { isDocumentEvent, isLivePreviewEvent, ready } from '@payloadcms/live-preview'

type Fetcher = (url: string) => Promise<string>

const fetchPage: Fetcher = async (url) => (await fetch(url, { cache: 'no-store' })).text()

/**
 * Keeps a preview page in the admin's live-preview iframe in step with the draft: after every
 * save (autosave as the editor types) the admin posts a document event, and the page fetches
 * itself again through its signed link and swaps in the new <main>. Server-rendered pages have
 * no client data to merge, so a fresh render is the draft as the site really shows it.
 *
 * Between saves, the admin also posts the form's values as the editor types. A page whose
 * plain-text fields carry `data-live-field="<field name>"` (the spot report: spots have no
 * autosave) shows those values at once, as text, and again over every new render (the admin
 * asks for one as the frame connects, which may land after the editor typed).
 */
export function startLivePreview(win: Window = window, load: Fetcher = fetchPage): () => void {
  const serverURL = win.location.origin
  let latest = 0
  // The form's newest values: a render fetched before the editor typed must not undo them.
  let typed: unknown = null
  const refresh = async () => {
    const mine = ++latest
    const html = await load(win.location.href)
    // Saves can overtake each other's renders: only the newest one is shown.
    if (mine !== latest) return
    const next = new DOMParser().parseFromString(html, 'text/html').querySelector('main')
    const current = win.document.querySelector('main')
    if (next && current) current.replaceWith(win.document.importNode(next, true))
    showTyped(win.document, typed)
  }
  const onMessage = (event: MessageEvent) => {
    if (isDocumentEvent(event, serverURL)) void refresh().catch(() => undefined)
    else if (isLivePreviewEvent(event, serverURL)) {
      typed = event.data.data
      showTyped(win.document, typed)
    }
  }
  win.addEventListener('message', onMessage)
  ready({ serverURL })
  return () => win.removeEventListener('message', onMessage)
}

/** Puts the form's typed plain-text values into the page's `data-live-field` elements. */
export function showTyped(doc: Document, data: unknown): void {
  if (!data || typeof data !== 'object') return
  const values = data as Record<string, unknown>
  for (const element of doc.querySelectorAll<HTMLElement>('[data-live-field]')) {
    const value = values[element.dataset.liveField ?? '']
    if (typeof value === 'string' && element.textContent !== value) element.textContent = value
  }
}
