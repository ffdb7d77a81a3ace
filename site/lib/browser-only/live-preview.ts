import { isDocumentEvent, ready } from '@payloadcms/live-preview'

type Fetcher = (url: string) => Promise<string>

const fetchPage: Fetcher = async (url) => (await fetch(url, { cache: 'no-store' })).text()

/**
 * Keeps a preview page in the admin's live-preview iframe in step with the draft: after every
 * save (autosave as the editor types) the admin posts a document event, and the page fetches
 * itself again through its signed link and swaps in the new <main>. Server-rendered pages have
 * no client data to merge, so a fresh render is the draft as the site really shows it.
 */
export function startLivePreview(win: Window = window, load: Fetcher = fetchPage): () => void {
  const serverURL = win.location.origin
  let latest = 0
  const refresh = async () => {
    const mine = ++latest
    const html = await load(win.location.href)
    // Saves can overtake each other's renders: only the newest one is shown.
    if (mine !== latest) return
    const next = new DOMParser().parseFromString(html, 'text/html').querySelector('main')
    const current = win.document.querySelector('main')
    if (next && current) current.replaceWith(win.document.importNode(next, true))
  }
  const onMessage = (event: MessageEvent) => {
    if (isDocumentEvent(event, serverURL)) void refresh().catch(() => undefined)
  }
  win.addEventListener('message', onMessage)
  ready({ serverURL })
  return () => win.removeEventListener('message', onMessage)
}
