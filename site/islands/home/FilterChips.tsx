import {
  SPOT_FILTERS,
  spotFilterLabel,
  spotFilterMeaning,
  type SpotFilterKey,
} from '../../../shared/domain/view/spot-filters'
import type { Units } from '../../../shared/domain/units/units'
import { WaveGuideDialog } from './WaveGuideDialog'

type Props = {
  selected: readonly SpotFilterKey[]
  onChange: (next: SpotFilterKey[]) => void
  units: Units
}

const CHIP = 'shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ring-1'
const tone = (on: boolean) =>
  on ? 'bg-sea text-white ring-sea' : 'bg-white text-slate-700 ring-slate-300'

/** A multi-select; 'All Spots' clears it, a chip adds or removes itself. */
export function FilterChips({ selected, onChange, units }: Props) {
  const toggle = (key: SpotFilterKey) =>
    onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key])
  return (
    // One row on a phone, scrolling sideways inside itself, the guide's button after it; from `sm`
    // the chips wrap (see DateStripBar).
    <div className="flex items-center gap-2 sm:flex-wrap">
      <div
        role="group"
        aria-label="Filter spots"
        className="-m-1 flex min-w-0 gap-2 overflow-x-auto p-1 [scrollbar-width:thin] sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0"
      >
        <button
          type="button"
          aria-pressed={selected.length === 0}
          onClick={() => onChange([])}
          className={`${CHIP} ${tone(selected.length === 0)}`}
        >
          All Spots
        </button>
        {SPOT_FILTERS.map((f) => (
          <button
            key={f.key}
            type="button"
            aria-pressed={selected.includes(f.key)}
            onClick={() => toggle(f.key)}
            className={`${CHIP} ${tone(selected.includes(f.key))}`}
            title={spotFilterMeaning(f.key, units) ?? undefined}
          >
            {spotFilterLabel(f.key, units)}
          </button>
        ))}
      </div>
      <WaveGuideDialog units={units} />
    </div>
  )
}
