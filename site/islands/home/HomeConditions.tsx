import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { resolveWindowDate } from '../../../shared/domain/dates'
import { sortSpots } from '../../../shared/domain/sort-spots'
import { filterSpots, type SpotFilterKey } from '../../../shared/domain/spot-filters'
import { $shownDate, handleDateChoices } from '../../lib/date-navigation'
import type { CardForecastDay, CardSpot } from '../../lib/home/card-model'
import { cardSpotsQueryOptions, weatherQueryOptions } from '../../lib/queries/spot-conditions'
import { QueryProvider } from '../parts/QueryProvider'
import { FilterChips } from './FilterChips'
import { SearchBox } from './SearchBox'
import { SpotGrid, SpotGridSkeleton } from './SpotGrid'

type Props = {
  initialDate: string
  today: string
  spots: CardSpot[]
  forecasts: Record<number, CardForecastDay[]>
  airTemp: number | null
  /** When the server rendered (ISO): the next tide is worked out from it until hydration. */
  renderedAt: string
}

/** Follows date choices from the strip and the browser's back and forward buttons. */
function useSelectedDate(initialDate: string, today: string): string {
  const [date, setDate] = useState(initialDate)
  useEffect(() => {
    const show = (next: string) => {
      setDate(next)
      $shownDate.set(next)
    }
    const onPop = () =>
      show(resolveWindowDate(new URLSearchParams(location.search).get('date'), today))
    window.addEventListener('popstate', onPop)
    const unregister = handleDateChoices((next, href) => {
      history.pushState(null, '', href)
      show(next)
    })
    return () => {
      window.removeEventListener('popstate', onPop)
      unregister()
    }
  }, [today])
  return date
}

function LoadError() {
  return (
    <div role="alert" className="rounded-xl bg-white p-6 text-center">
      <p className="font-semibold">Failed to load surf data</p>
      <p className="text-slate-600">Please check your connection and try again</p>
    </div>
  )
}

function Conditions(props: Props) {
  const { initialDate, today, forecasts } = props
  const date = useSelectedDate(initialDate, today)
  const [query, setQuery] = useState('')
  const [filters, setFilters] = useState<SpotFilterKey[]>([])
  const [now, setNow] = useState(props.renderedAt)
  useEffect(() => setNow(new Date().toISOString()), [])
  const isInitial = date === initialDate
  const spots = useQuery({
    ...cardSpotsQueryOptions(date),
    initialData: isInitial ? props.spots : undefined,
    initialDataUpdatedAt: isInitial ? Date.parse(props.renderedAt) : undefined,
  })
  const weather = useQuery({ ...weatherQueryOptions(date), enabled: !isInitial })
  const airTemp = isInitial ? props.airTemp : (weather.data?.temperature ?? null)
  const all = useMemo(() => sortSpots(spots.data ?? []), [spots.data])
  const shown = useMemo(() => filterSpots({ spots: all, query, filters }), [all, query, filters])

  return (
    <div className="space-y-4">
      <SearchBox spots={all} query={query} onQuery={setQuery} />
      <FilterChips selected={filters} onChange={setFilters} />
      {spots.isError ? (
        <LoadError />
      ) : spots.isPending ? (
        <SpotGridSkeleton />
      ) : shown.length === 0 && all.length > 0 ? (
        <div className="rounded-xl bg-white p-6 text-center">
          <p className="font-semibold">No surf spots found matching your criteria</p>
          <p className="text-slate-600">Try adjusting your search or filters</p>
        </div>
      ) : (
        <SpotGrid
          spots={shown}
          forecasts={forecasts}
          airTemp={airTemp}
          now={now}
          date={date}
          today={today}
        />
      )}
      <p aria-live="polite" className="sr-only">
        {spots.isPending ? '' : `Showing ${shown.length} of ${all.length} spots`}
      </p>
    </div>
  )
}

/** Island: search, filter chips, the guide and the spot grid of home's conditions tab. */
export default function HomeConditions(props: Props) {
  return (
    <QueryProvider>
      <Conditions {...props} />
    </QueryProvider>
  )
}
