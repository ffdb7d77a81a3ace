// Home's conditions tab in the browser: the cards are server HTML; this filters them by the search
// and chips, loads another date's grid as server HTML with 6 skeleton cards while
// it comes, says 'Failed to load surf data' when it cannot, and follows back and forward.
import { resolveWindowDate } from '../../../../shared/domain/time/dates'
import { filterSpots } from '../../../../shared/domain/view/spot-filters'
import { $shownDate, handleDateChoices } from '../date-navigation'
import { wireCards } from './card-behaviour'
import { fetchGridHtml } from './grid-fetch'
import { $gridVersion, $homeFilters, $homeQuery, $homeSpots } from './home-stores'
import { spotFactsFromDataset } from '../../universal/home/spot-facts'

type GridState = 'ready' | 'loading' | 'error'

/** The freshness of a cached read: a date seen in the last 5 minutes shows at once. */
const FRESH_MS = 5 * 60_000

function part<T extends Element>(root: HTMLElement, selector: string): T {
  const found = root.querySelector<T>(selector)
  if (!found) throw new Error(`home: ${selector} is missing`)
  return found
}

/** Starts the conditions tab on its root ([data-home-conditions] with data-today, data-date). */
export function startHomeGrid(root: HTMLElement): void {
  const today = root.dataset.today ?? ''
  const grid = part<HTMLElement>(root, '[data-home-grid]')
  const loading = part<HTMLElement>(root, '[data-home-loading]')
  const failed = part<HTMLElement>(root, '[data-home-error]')
  const failedText = part<HTMLTemplateElement>(root, 'template[data-home-error-text]')
  const noMatch = part<HTMLElement>(root, '[data-home-no-match]')
  const count = part<HTMLElement>(root, '[data-home-count]')
  const loaded = new Map<string, { html: string; at: number }>()
  let state: GridState = 'ready'
  let latest = 0

  const readSpots = () =>
    $homeSpots.set(
      [...grid.querySelectorAll<HTMLElement>('li[data-spot]')].map((li) =>
        spotFactsFromDataset(li.dataset),
      ),
    )

  const applyFilters = () => {
    const spots = $homeSpots.get()
    const shown = new Set(
      filterSpots({ spots, query: $homeQuery.get(), filters: $homeFilters.get() }).map((s) => s.id),
    )
    for (const li of grid.querySelectorAll<HTMLElement>('li[data-spot]'))
      li.hidden = !shown.has(Number(li.dataset.spot))
    noMatch.hidden = state !== 'ready' || shown.size > 0 || spots.length === 0
    count.textContent = state === 'ready' ? `Showing ${shown.size} of ${spots.length} spots` : ''
  }

  const show = (next: GridState) => {
    state = next
    loading.hidden = next !== 'loading'
    grid.hidden = next !== 'ready'
    failed.hidden = next !== 'error'
    failed.replaceChildren(...(next === 'error' ? [failedText.content.cloneNode(true)] : []))
    applyFilters()
  }

  const replaceGrid = (html: string) => {
    grid.innerHTML = html
    readSpots()
    $gridVersion.set($gridVersion.get() + 1)
  }

  const loadDate = async (date: string) => {
    $shownDate.set(date)
    const call = ++latest
    const cached = loaded.get(date)
    if (cached && Date.now() - cached.at < FRESH_MS) {
      replaceGrid(cached.html)
      return show('ready')
    }
    show('loading')
    try {
      const html = await fetchGridHtml(date)
      loaded.set(date, { html, at: Date.now() })
      if (call !== latest) return
      replaceGrid(html)
      show('ready')
    } catch (error) {
      console.error('home: loading the spot grid failed', error)
      if (call === latest) show('error')
    }
  }

  loaded.set(root.dataset.date ?? '', { html: grid.innerHTML, at: Date.now() })
  readSpots()
  wireCards(grid)
  // listen, not subscribe: the server rendered every card shown, nothing to apply at load.
  $homeQuery.listen(applyFilters)
  $homeFilters.listen(applyFilters)
  handleDateChoices((date, href) => {
    history.pushState(null, '', href)
    void loadDate(date)
  })
  window.addEventListener('popstate', () =>
    loadDate(resolveWindowDate(new URLSearchParams(location.search).get('date'), today)),
  )
}
