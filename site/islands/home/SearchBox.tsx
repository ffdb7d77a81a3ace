import { useId, useState, type KeyboardEvent } from 'react'
import { suggestSpots } from '../../../shared/domain/spot-filters'
import type { SpotFacts } from '../../lib/home/spot-facts'

type Props = { spots: readonly SpotFacts[]; query: string; onQuery: (q: string) => void }

/**
 * The spot search (SPEC §5: case-insensitive substring on name or location) as an ARIA 1.2
 * combobox with up to 7 suggestions: arrows move, Enter picks, Escape closes then clears.
 */
export function SearchBox({ spots, query, onQuery }: Props) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const id = useId()
  const suggestions = open ? suggestSpots(spots, query) : []
  const expanded = suggestions.length > 0
  const optionId = (i: number) => `${id}-option-${i}`

  const pick = (name: string) => {
    onQuery(name)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      const count = suggestions.length
      // -1 is the input itself: the cycle runs input, first, ..., last, input.
      setActive((a) => ((a + 1 + step + count + 1) % (count + 1)) - 1)
    } else if (e.key === 'Enter') {
      const chosen = suggestions[active]
      if (chosen) {
        e.preventDefault()
        pick(chosen.name)
      } else setOpen(false)
    } else if (e.key === 'Escape') {
      if (expanded) setOpen(false)
      else onQuery('')
      setActive(-1)
    }
  }

  return (
    <div className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search surf spots
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search spots or locations"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={query}
        onChange={(e) => {
          onQuery(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className="w-full rounded-full border border-slate-300 bg-white px-4 py-2"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Spot suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 w-full overflow-hidden rounded-xl bg-white shadow-lg ring-1 ring-slate-200"
      >
        {suggestions.map((spot, i) => (
          <li
            key={spot.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault()
              pick(spot.name)
            }}
            className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-sky-100' : ''}`}
          >
            <span className="font-medium">{spot.name}</span>
            <span className="text-sm text-slate-600"> · {spot.location}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
