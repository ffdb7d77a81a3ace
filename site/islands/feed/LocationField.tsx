import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { suggestSpots } from '../../../shared/domain/view/spot-filters'
import {
  KNOWN_SPOT_SUGGESTIONS,
  LOCATION_SEARCH_DEBOUNCE_MS,
  PLACE_SUGGESTIONS,
  SUGGESTIONS_CLOSE_AFTER_BLUR_MS,
  locationHint,
  shouldSearchPlaces,
} from '../../../shared/domain/view/location-lookup'
import { locationSearchQueryOptions, type SpotRef } from '../../lib/browser-only/queries/feed'
import { useCombobox } from '../parts/use-combobox'
import { MAX_LOCATION_CHARS } from '../../../shared/domain/feed/feed-limits'

type Option = { key: string; label: string; detail: string; spotId: number | null }

type Props = {
  value: string
  onChange: (location: string, spotId: number | null) => void
  spots: readonly SpotRef[]
  label?: string
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** The suggestions for a typed location: known spots first, then maps-search places. */
function useSuggestions(query: string, spots: readonly SpotRef[], open: boolean) {
  const known = suggestSpots(spots, query, KNOWN_SPOT_SUGGESTIONS)
  const debounced = useDebounced(query.trim(), LOCATION_SEARCH_DEBOUNCE_MS)
  const search = shouldSearchPlaces(debounced, suggestSpots(spots, debounced, 1).length)
  // Only while the person is in the field: an edit form opening with a location searches nothing.
  const places = useQuery({ ...locationSearchQueryOptions(debounced), enabled: search && open })
  const options: Option[] = known.map((s) => ({
    key: `spot-${s.id}`,
    label: s.name,
    detail: s.location,
    spotId: s.id,
  }))
  // A failed lookup empties the place suggestions; known spots stay.
  if (known.length === 0 && search && places.data && !places.isError) {
    for (const place of places.data.slice(0, PLACE_SUGGESTIONS)) {
      options.push({ key: `place-${place.id}`, label: place.displayName, detail: '', spotId: null })
    }
  }
  const searching =
    open &&
    shouldSearchPlaces(query, known.length) &&
    (debounced !== query.trim() || places.isFetching)
  return { options, searching }
}

/** Location with suggestions: a keyboard-usable combobox (arrows, Enter, Escape). */
export function LocationField({ value, onChange, spots, label = 'Location' }: Props) {
  const combobox = useCombobox<Option>({
    onPick: (option) =>
      onChange(option.spotId ? `${option.label}, ${option.detail}` : option.label, option.spotId),
    closeDelayMs: SUGGESTIONS_CLOSE_AFTER_BLUR_MS,
    openOnFocus: true,
  })
  const { options, searching } = useSuggestions(value, spots, combobox.open)
  const box = { ...combobox, ...combobox.bind(options) }
  const hint = locationHint({ query: value, suggestions: options.length, searching })
  const hintId = `${box.inputProps.id}-hint`

  return (
    <div className="relative">
      <label htmlFor={box.inputProps.id} className="sr-only">
        {label}
      </label>
      <input
        {...box.inputProps}
        aria-describedby={hint && box.open ? hintId : undefined}
        placeholder="Add a location (optional)"
        value={value}
        maxLength={MAX_LOCATION_CHARS}
        onChange={(e) => {
          onChange(e.target.value, null)
          box.onType()
        }}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <ul
        {...box.listProps}
        aria-label="Location suggestions"
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            {...box.optionProps(i)}
            className={`cursor-pointer px-3 py-2 ${i === box.active ? 'bg-cyan-50' : ''}`}
          >
            <span className="block font-medium">{option.label}</span>
            {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
          </li>
        ))}
      </ul>
      {box.open && hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}
