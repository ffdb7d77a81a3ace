import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { suggestSpots } from '../../../shared/domain/spot-filters'
import {
  KNOWN_SPOT_SUGGESTIONS,
  LOCATION_SEARCH_DEBOUNCE_MS,
  PLACE_SUGGESTIONS,
  SUGGESTIONS_CLOSE_AFTER_BLUR_MS,
  locationHint,
  shouldSearchPlaces,
} from '../../../shared/domain/location-lookup'
import { locationSearchQueryOptions, type SpotRef } from '../../lib/queries/feed'

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
  // SPEC §8: a failed lookup empties the place suggestions; known spots stay.
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
  const id = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const { options, searching } = useSuggestions(value, spots, open)
  const hint = locationHint({ query: value, suggestions: options.length, searching })
  const expanded = open && options.length > 0

  const choose = (option: Option) => {
    onChange(option.spotId ? `${option.label}, ${option.detail}` : option.label, option.spotId)
    setOpen(false)
    setActive(-1)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (options.length ? (i + step + options.length) % options.length : -1))
    } else if (event.key === 'Enter' && expanded && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') setOpen(false)
  }

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-describedby={hint && open ? `${id}-hint` : undefined}
        autoComplete="off"
        placeholder="Add a location (optional)"
        value={value}
        maxLength={200}
        onChange={(e) => {
          onChange(e.target.value, null)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => {
          clearTimeout(closeTimer.current)
          setOpen(true)
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), SUGGESTIONS_CLOSE_AFTER_BLUR_MS)
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Location suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option.key}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-3 py-2 ${i === active ? 'bg-cyan-50' : ''}`}
          >
            <span className="block font-medium">{option.label}</span>
            {option.detail && <span className="block text-sm text-slate-600">{option.detail}</span>}
          </li>
        ))}
      </ul>
      {open && hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  )
}
