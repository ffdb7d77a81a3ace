// The page's side of offline use (docs/offline.md): registers the service worker, and while the
// browser is offline shows the banner with the age of the page's conditions.
import { offlineBannerText } from '../universal/offline-words'

/** Registers /sw.js once the page has loaded (it must not compete with the page's own requests). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const register = () =>
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('Service worker registration failed', error)
    })
  if (document.readyState === 'complete') void register()
  else window.addEventListener('load', () => void register(), { once: true })
}

/** Shows #offline-banner whenever the browser is offline, aged from the page's render time. */
export function showOfflineBanner(): void {
  const banner = document.getElementById('offline-banner')
  if (!banner) return
  const renderedAt = banner.dataset.renderedAt ?? ''
  // A page the service worker served from its cache had no network behind it, whatever
  // navigator.onLine says (site/service-worker/rules.ts markServedFromCache).
  let online = navigator.onLine && banner.dataset.servedFromCache === undefined
  const update = () => {
    banner.textContent = offlineBannerText(renderedAt, new Date())
    banner.hidden = online
  }
  update()
  window.addEventListener('online', () => {
    online = true
    update()
  })
  window.addEventListener('offline', () => {
    online = false
    update()
  })
}
