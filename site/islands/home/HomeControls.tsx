import { useStore } from '@nanostores/react'
import { $homeFilters, $homeQuery, $homeSpots } from '../../lib/browser-only/home/home-stores'
import { FilterChips } from './FilterChips'
import { SearchBox } from './SearchBox'
import type { Units } from '../../../shared/domain/units/units'

/**
 * Island: the search box, the filter chips and the guide of home's conditions tab. They only
 * write the search and chips to home-stores; site/lib/browser-only/home/grid-controller.ts filters the
 * server-rendered cards, so the page hydrates none of them.
 */
export default function HomeControls({ units }: { units: Units }) {
  const query = useStore($homeQuery)
  const filters = useStore($homeFilters)
  const spots = useStore($homeSpots)
  return (
    <div className="space-y-4">
      <SearchBox spots={spots} query={query} onQuery={(q) => $homeQuery.set(q)} />
      <FilterChips selected={filters} onChange={(next) => $homeFilters.set(next)} units={units} />
    </div>
  )
}
