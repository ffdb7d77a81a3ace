import { useMemo, useState, type ReactNode } from 'react'
import { toggleSelection } from '../../shared/domain/view/map-geometry'
import { RATINGS, type Rating } from '../../shared/domain/rating/ratings'
import { countRatings, visibleSpots, type MapSpot } from '../lib/universal/map/map-spot'
import { MapCanvas } from './parts/map/MapCanvas'
import { MapLegend } from './parts/map/MapLegend'
import { MapSidePanel } from './parts/map/MapSidePanel'
import { PointPicker } from './parts/map/PointPicker'
import type { Units } from '../../shared/domain/units/units'

type Props = {
  /** Every spot with its rating for `date`, from the page's server render. */
  spots: MapSpot[]
  date: string
  units: Units
  children?: ReactNode
}

/** Island: the map — legend chips, the world map with its markers and the side panel. */
export default function SurfMap({ spots, date, units, children }: Props) {
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [picked, setPicked] = useState<{ latitude: number; longitude: number } | null>(null)
  const [shown, setShown] = useState<ReadonlySet<Rating>>(() => new Set(RATINGS))
  const counts = useMemo(() => countRatings(spots), [spots])
  const visible = useMemo(() => visibleSpots(spots, shown), [spots, shown])
  // A spot hidden by the legend is no longer selected.
  const selected = visible.find((s) => s.id === selectedId) ?? null

  if (spots.length === 0) return <p className="text-slate-700">Loading surf spots...</p>

  const onToggle = (rating: Rating) =>
    setShown((prev) => {
      const next = new Set(prev)
      if (!next.delete(rating)) next.add(rating)
      return next
    })

  return (
    <div className="space-y-4">
      <MapLegend counts={counts} shown={shown} onToggle={onToggle} />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <MapCanvas
          spots={visible}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setSelectedId((current) => toggleSelection(current, id))}
          onDeselect={() => setSelectedId(null)}
          onPick={setPicked}
        >
          {children}
        </MapCanvas>
        <MapSidePanel
          spot={selected}
          date={date}
          units={units}
          counts={counts}
          onClose={() => setSelectedId(null)}
        />
      </div>
      <PointPicker picked={picked} />
    </div>
  )
}
