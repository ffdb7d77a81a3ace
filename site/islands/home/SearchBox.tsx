import { useEffect, useState } from 'react'
import { suggestSpots } from '../../../shared/domain/view/spot-filters'
import type { SpotFacts } from '../../lib/universal/home/spot-facts'
import {
  mergeSuggestions,
  searchAllSpots,
  type Named,
  type SpotSuggestion,
} from '../../lib/browser-only/home/spot-search'
import { useCombobox } from '../parts/use-combobox'

type Props = {
  spots: readonly Pick<SpotFacts, 'id' | 'name' | 'location'>[]
  query: string
  onQuery: (q: string) => void
  /** The input's accessible name. */
  label?: string
  placeholder?: string
  /** The search across every published spot (home's by default). */
  search?: (query: string, signal: AbortSignal) => Promise<Named[]>
  /** A suggestion picked; home's default filters its grid or opens the spot's report. */
  onPick?: (spot: SpotSuggestion) => void
  /** Said after a suggestion that is not on the page. */
  elsewhereNote?: string
}

/** Home's pick: a spot in the grid filters it to that spot, another opens its report. */
function homePick(onQuery: (q: string) => void) {
  return (spot: SpotSuggestion) => {
    if (spot.inGrid) onQuery(spot.name)
    else window.location.assign(`/spot/${spot.id}/report`)
  }
}

/** Typing settles this long before the search across every spot is asked. */
const SEARCH_DEBOUNCE_MS = 250

type Found = { query: string; spots: Named[] }

/**
 * The spot search (case-insensitive substring on name or location) as an ARIA 1.2
 * combobox with up to 7 suggestions: arrows move, Enter picks, Escape closes then clears.
 * The grid's matches come first at once; spots home does not list (GET /api/surf-spots?q, typos
 * forgiven) fill the rest when the search answers, and picking one opens its report.
 */
export function SearchBox({
  spots,
  query,
  onQuery,
  label = 'Search surf spots',
  placeholder = 'Search spots or locations',
  search = searchAllSpots,
  onPick = homePick(onQuery),
  elsewhereNote = 'opens its report',
}: Props) {
  const [found, setFound] = useState<Found>({ query: '', spots: [] })
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void search(query, controller.signal).then((result) => {
        if (!controller.signal.aborted) setFound({ query, spots: result })
      })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, search])
  const suggestions = mergeSuggestions(
    suggestSpots(spots, query),
    found.query === query && query.trim() !== '' ? found.spots : [],
  )
  const combobox = useCombobox<SpotSuggestion>({
    onPick,
    onEscapeClosed: () => onQuery(''),
  })
  const box = { ...combobox, ...combobox.bind(suggestions) }

  return (
    <div className="relative w-full">
      <label htmlFor={box.inputProps.id} className="sr-only">
        {label}
      </label>
      <input
        {...box.inputProps}
        type="search"
        placeholder={placeholder}
        value={query}
        onChange={(e) => {
          onQuery(e.target.value)
          box.onType()
        }}
        className="w-full rounded-full border border-slate-300 bg-white px-4 py-2"
      />
      <ul
        {...box.listProps}
        aria-label="Spot suggestions"
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        {box.open &&
          suggestions.map((spot, i) => (
            <li
              key={spot.id}
              {...box.optionProps(i)}
              className={`cursor-pointer px-4 py-2 ${i === box.active ? 'bg-sky-100' : ''}`}
            >
              <span className="font-medium">{spot.name}</span>
              <span className="text-sm text-slate-600"> · {spot.location}</span>
              {!spot.inGrid && <span className="text-sm text-slate-600"> · {elsewhereNote}</span>}
            </li>
          ))}
      </ul>
    </div>
  )
}
