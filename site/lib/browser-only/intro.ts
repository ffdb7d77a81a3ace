// The intro screen's behaviour. Plain DOM, no framework: the page
// ships only this. Timers use setTimeout so tests drive them with a fake clock.

export const ENTER_BUTTON_MS = 1500
export const SLOW_LOAD_MS = 3000
export const ERROR_REDIRECT_MS = 3000
/** The clip counts as watched this close to its end (its last frames are a fade). */
export const END_SKIP_S = 0.5

const STATUS_IDS = ['intro-loading', 'intro-slow', 'intro-play', 'intro-enter-app']

const show = (el: HTMLElement | null) => el && (el.hidden = false)
const hide = (el: HTMLElement | null) => el && (el.hidden = true)

/** Wires the /intro page: marks the intro seen, plays the clip and leaves for / when done. */
export function startIntro(doc: Document): void {
  const video = doc.getElementById('intro-video') as HTMLVideoElement | null
  if (!video) return
  const el = (id: string) => doc.getElementById(id)
  try {
    sessionStorage.setItem('hasSeenIntro', 'true')
  } catch {
    // Storage disabled: home will not redirect here anyway.
  }
  let playing = false
  let blocked = false
  let leaving = false
  const leave = () => {
    if (leaving) return
    leaving = true
    location.replace('/')
  }
  const hideStatus = () => STATUS_IDS.forEach((id) => hide(el(id)))
  const fail = () => {
    if (!el('intro-failed')?.hidden) return
    hideStatus()
    show(el('intro-failed'))
    setTimeout(leave, ERROR_REDIRECT_MS)
  }
  const play = () =>
    video.play().catch((error: unknown) => {
      // Autoplay blocked is logged; the visitor clicks to play. Any other refusal
      // (no playable source) ends in the error event below.
      console.warn('Intro video did not start:', error)
      if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return
      blocked = true
      show(el('intro-play'))
    })

  video.addEventListener('playing', () => {
    playing = true
    hideStatus()
  })
  video.addEventListener('ended', leave)
  video.addEventListener('timeupdate', () => {
    if (video.duration > 0 && video.duration - video.currentTime <= END_SKIP_S) leave()
  })
  // Each <source> reports its own error (they do not bubble, so listen while capturing); the
  // video has failed only when the last one has, or when the element itself reports one.
  video.addEventListener(
    'error',
    (event) => {
      const last = video.querySelector('source:last-of-type')
      if (event.target !== video && event.target !== last) return
      fail()
    },
    true,
  )
  // An instant network error can fail every source before this module runs, so no error event
  // is left to hear: the element then already says it found no source it could load.
  if (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) fail()
  el('intro-play')?.addEventListener('click', () => {
    hide(el('intro-play'))
    void play()
  })
  el('intro-enter')?.addEventListener('click', leave)
  el('intro-enter-app')?.addEventListener('click', leave)
  setTimeout(() => show(el('intro-enter')), ENTER_BUTTON_MS)
  setTimeout(() => {
    if (playing || blocked || !el('intro-failed')?.hidden) return
    hide(el('intro-loading'))
    show(el('intro-slow'))
    show(el('intro-enter-app'))
  }, SLOW_LOAD_MS)
  void play()
}
