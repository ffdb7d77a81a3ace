import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import {
  focusView,
  toggleSelection,
  viewCentredOn,
  ZOOM_BUTTON_STEP,
} from '../../shared/domain/view/map-geometry'
import { RATINGS, type Rating } from '../../shared/domain/rating/ratings'
import { countRatings, visibleSpots, type MapSpot } from '../lib/universal/map/map-spot'
import { clusterSpots, type MapCluster } from '../lib/universal/map/map-clusters'
import { searchSpotRows, type SpotSuggestion } from '../lib/browser-only/home/spot-search'
import { rowToMapSpot } from '../lib/browser-only/map/viewport-spots'
import { SearchBox } from './home/SearchBox'
import { MapCanvas } from './parts/map/MapCanvas'
import { MapLegend } from './parts/map/MapLegend'
import { MapSidePanel } from './parts/map/MapSidePanel'
import { PointPicker } from './parts/map/PointPicker'
import { useMapView } from './parts/map/use-map-view'
import { useViewportSpots } from './parts/map/use-viewport-spots'
import type { Units } from '../../shared/domain/units/units'

type Props = {
  /** The featured spots with their rating for `date`, from the page's server render. */
  spots: MapSpot[]
  date: string
  /** The date the API is asked for (none: each spot's own today, as the page has it). */
  apiDate?: string
  units: Units
  children?: ReactNode
}

/**
 * Island: the map — the search, legend chips, the world map with its markers (clustered when
 * many) and the side panel. Zoomed in, the view's other published spots are loaded.
 */
export default function SurfMap({ spots, date, apiDate, units, children }: Props) {
  const map = useMapView()
  const { view, size, setView } = map
  const { extra, add } = useViewportSpots(view, size, apiDate)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [picked, setPicked] = useState<{ latitude: number; longitude: number } | null>(null)
  const [shown, setShown] = useState<ReadonlySet<Rating>>(() => new Set(RATINGS))
  const [query, setQuery] = useState('')
  const all = useMemo(() => {
    const featured = new Set(spots.map((s) => s.id))
    return [...spots, ...[...extra.values()].filter((s) => !featured.has(s.id))]
  }, [spots, extra])
  const counts = useMemo(() => countRatings(all), [all])
  const visible = useMemo(() => visibleSpots(all, shown), [all, shown])
  const clusters = useMemo(() => clusterSpots(visible), [visible])
  const markers = useMemo(
    () => clusters.markers(view.zoom, size.width),
    [clusters, view.zoom, size.width],
  )
  // A spot hidden by the legend is no longer selected.
  const selected = visible.find((s) => s.id === selectedId) ?? null

  // The search's rows are whole spots: a pick that is not loaded yet is added from them.
  const found = useRef(new Map<number, MapSpot>())
  const search = useCallback(
    async (q: string, signal: AbortSignal) => {
      const rows = await searchSpotRows(q, signal, apiDate ? { date: apiDate } : {})
      const now = new Date()
      const result = rows.flatMap((r) => rowToMapSpot(r, now) ?? [])
      for (const spot of result) found.current.set(spot.id, spot)
      return result
    },
    [apiDate],
  )

  if (spots.length === 0) return <p className="text-slate-700">Loading surf spots...</p>

  const onToggle = (rating: Rating) =>
    setShown((prev) => {
      const next = new Set(prev)
      if (!next.delete(rating)) next.add(rating)
      return next
    })

  const onSearchPick = (suggestion: SpotSuggestion) => {
    const spot = all.find((s) => s.id === suggestion.id) ?? found.current.get(suggestion.id)
    if (!spot) return
    if (!all.includes(spot)) add(spot)
    // The legend shows the picked spot's rating again, so its panel opens.
    if (spot.rating && !shown.has(spot.rating)) onToggle(spot.rating)
    setQuery(spot.name)
    setSelectedId(spot.id)
    setView(focusView(spot, size.width, size.height))
  }

  const onCluster = (cluster: MapCluster) => {
    const zoom = Math.max(
      clusters.expansionZoom(cluster.id, size.width),
      view.zoom * ZOOM_BUTTON_STEP,
    )
    setView(viewCentredOn(cluster, zoom, size.width, size.height))
  }

  return (
    <div className="space-y-4">
      <div className="max-w-md">
        <SearchBox
          spots={all}
          query={query}
          onQuery={setQuery}
          label="Search spots on the map"
          placeholder="Find a spot on the map"
          search={search}
          onPick={onSearchPick}
          elsewhereNote="shows it on the map"
        />
      </div>
      <MapLegend counts={counts} shown={shown} onToggle={onToggle} />
      <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
        <MapCanvas
          map={map}
          markers={markers}
          selectedId={selected?.id ?? null}
          onSelect={(id) => setSelectedId((current) => toggleSelection(current, id))}
          onCluster={onCluster}
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
