// The live parts of home's server-rendered cards, without a framework: the rating badge's reasons
// (open on press, or after the pointer rests on it for the tooltip delay; Escape closes)
// and the forecast strip's day detail (a day expands or collapses on press).
import { tooltipOpenDelay } from './tooltip-delay'

// When the last hover panel closed, for the tooltips' skip delay across badges.
let lastHoverClose: number | null = null

type BadgeState = { pinned: boolean; hovered: boolean; timer?: ReturnType<typeof setTimeout> }
const badges = new WeakMap<HTMLElement, BadgeState>()

/** The badge wrapper ([data-why]) an event happened in, with its state. */
function badgeOf(target: EventTarget | null): { wrapper: HTMLElement; state: BadgeState } | null {
  const wrapper = target instanceof Element ? target.closest<HTMLElement>('[data-why]') : null
  if (!wrapper) return null
  let state = badges.get(wrapper)
  if (!state) badges.set(wrapper, (state = { pinned: false, hovered: false }))
  return { wrapper, state }
}

function renderBadge(wrapper: HTMLElement, state: BadgeState): void {
  const button = wrapper.querySelector('button')
  const panelId = button?.getAttribute('aria-controls')
  const panel = panelId ? document.getElementById(panelId) : null
  if (!button || !panel) return
  const open = state.pinned || state.hovered
  button.setAttribute('aria-expanded', String(open))
  panel.hidden = !open
}

function closeBadge(wrapper: HTMLElement, state: BadgeState): void {
  state.pinned = false
  state.hovered = false
  renderBadge(wrapper, state)
}

/** The pointer came onto a badge from outside it: open after the tooltip delay. */
function onPointerOver(event: PointerEvent): void {
  const badge = badgeOf(event.target)
  if (!badge || badge.wrapper.contains(event.relatedTarget as Node | null)) return
  const { wrapper, state } = badge
  clearTimeout(state.timer)
  state.timer = setTimeout(
    () => {
      state.hovered = true
      renderBadge(wrapper, state)
    },
    tooltipOpenDelay(Date.now(), lastHoverClose),
  )
}

/** The pointer left a badge: close what the hover opened (a pressed badge stays open). */
function onPointerOut(event: PointerEvent): void {
  const badge = badgeOf(event.target)
  if (!badge || badge.wrapper.contains(event.relatedTarget as Node | null)) return
  const { wrapper, state } = badge
  clearTimeout(state.timer)
  if (state.hovered) lastHoverClose = Date.now()
  state.hovered = false
  renderBadge(wrapper, state)
}

/** A press on a badge's button pins its reasons open, or closes them when they were pinned. */
function onBadgePress(event: Event): boolean {
  const button = (event.target as Element | null)?.closest('[data-why] > button')
  const badge = button ? badgeOf(button) : null
  if (!badge) return false
  if (badge.state.pinned) closeBadge(badge.wrapper, badge.state)
  else {
    badge.state.pinned = true
    renderBadge(badge.wrapper, badge.state)
  }
  return true
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape') return
  const badge = badgeOf(event.target)
  if (badge) closeBadge(badge.wrapper, badge.state)
}

/** The detail of a strip day, from the lines its button carries. */
function dayDetail(day: HTMLElement): HTMLElement {
  const box = document.createElement('div')
  box.className = 'mt-2 rounded-lg bg-slate-50 p-2 text-sm'
  const line = (text: string, className = '') => {
    const p = document.createElement('p')
    p.className = className
    p.textContent = text
    box.append(p)
  }
  line(day.dataset.title ?? '', 'font-semibold')
  line(day.dataset.body ?? '')
  if (day.dataset.summary) line(day.dataset.summary, 'text-slate-600')
  return box
}

/** A press on a strip day: it shows its detail, or hides it when it was the one shown. */
function onStripPress(event: Event): void {
  const day = (event.target as Element | null)?.closest<HTMLElement>('[data-strip] button')
  const strip = day?.closest('[data-strip]')
  const panelId = day?.getAttribute('aria-controls')
  const panel = panelId ? document.getElementById(panelId) : null
  if (!day || !strip || !panel) return
  const wasShown = day.getAttribute('aria-pressed') === 'true'
  for (const other of strip.querySelectorAll('button')) other.setAttribute('aria-pressed', 'false')
  panel.replaceChildren()
  if (wasShown) return
  day.setAttribute('aria-pressed', 'true')
  panel.append(dayDetail(day))
}

/**
 * Wires the cards of a container once. Every listener is delegated to the container, so cards
 * it receives later (another date's grid) work too and nothing runs per card at load.
 */
export function wireCards(container: HTMLElement): void {
  container.addEventListener('click', (event) => {
    if (!onBadgePress(event)) onStripPress(event)
  })
  container.addEventListener('keydown', onKeyDown)
  container.addEventListener('pointerover', onPointerOver)
  container.addEventListener('pointerout', onPointerOut)
}
