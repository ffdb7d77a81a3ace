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

const CHIP = 'rounded-full px-3 py-1.5 text-sm font-medium ring-1'
const tone = (on: boolean) =>
  on ? 'bg-sea text-white ring-sea' : 'bg-white text-slate-700 ring-slate-300'

/** A multi-select; 'All Spots' clears it, a chip adds or removes itself. */
export function FilterChips({ selected, onChange, units }: Props) {
  const toggle = (key: SpotFilterKey) =>
    onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key])
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label="Filter spots" className="flex flex-wrap gap-2">
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
