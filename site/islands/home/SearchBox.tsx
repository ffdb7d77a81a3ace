import { suggestSpots } from '../../../shared/domain/view/spot-filters'
import type { SpotFacts } from '../../lib/universal/home/spot-facts'
import { useCombobox } from '../parts/use-combobox'

type Props = { spots: readonly SpotFacts[]; query: string; onQuery: (q: string) => void }

/**
 * The spot search (case-insensitive substring on name or location) as an ARIA 1.2
 * combobox with up to 7 suggestions: arrows move, Enter picks, Escape closes then clears.
 */
export function SearchBox({ spots, query, onQuery }: Props) {
  const suggestions = suggestSpots(spots, query)
  const combobox = useCombobox<SpotFacts>({
    onPick: (spot) => onQuery(spot.name),
    onEscapeClosed: () => onQuery(''),
  })
  const box = { ...combobox, ...combobox.bind(suggestions) }

  return (
    <div className="relative w-full">
      <label htmlFor={box.inputProps.id} className="sr-only">
        Search surf spots
      </label>
      <input
        {...box.inputProps}
        type="search"
        placeholder="Search spots or locations"
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
            </li>
          ))}
      </ul>
    </div>
  )
}
