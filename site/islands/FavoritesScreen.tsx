import { useQuery } from '@tanstack/react-query'
import { isUnauthorized } from '../lib/browser-only/api-client'
import { todayLocal } from '../lib/browser-only/local-date'
import { favoritesQueryOptions } from '../lib/browser-only/queries/favorites'
import { AlertSettingsForm } from './parts/AlertSettingsForm'
import { FavoriteGrid } from './parts/FavoriteGrid'
import type { Units } from '../../shared/domain/units/units'
import { withQueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'
import { MAX_COMPARE } from '../lib/universal/compare/compare-query'

const BUTTON = 'inline-block rounded-full bg-sea px-5 py-2 font-semibold text-white'

/** My Favorites: signed out, error, empty, or the cards with their count. */
export function LoginRequired() {
  return (
    <div className="space-y-3 rounded-xl bg-white p-6 text-center shadow-sm">
      <h2 className="text-xl font-semibold">Login Required</h2>
      <p className="text-slate-700">Please log in to view and manage your favorite surf spots.</p>
      <a href="/" className={BUTTON}>
        Go to Home
      </a>
    </div>
  )
}

function Favorites({ units }: { units: Units }) {
  const mounted = useMounted()
  const favorites = useQuery(favoritesQueryOptions(todayLocal()))
  if (!mounted || favorites.isPending)
    return <p className="text-slate-600">Loading your favorites...</p>
  if (favorites.isError) {
    if (isUnauthorized(favorites.error)) return <LoginRequired />
    return (
      <div role="alert" className="space-y-3 rounded-xl bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-semibold">Unable to Load Favorites</h2>
        <button type="button" onClick={() => window.location.reload()} className={BUTTON}>
          Try Again
        </button>
      </div>
    )
  }
  const count = favorites.data.length
  if (count === 0) {
    return (
      <div className="space-y-3 rounded-xl bg-white p-6 text-center shadow-sm">
        <h2 className="text-xl font-semibold">No Favorite Spots Yet</h2>
        <p className="text-slate-700">Tap the heart on any spot to keep it here.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <a href="/" className={BUTTON}>
            Browse Surf Spots
          </a>
          <a href="/" className={`${BUTTON} bg-ink`}>
            Discover More Surf Spots
          </a>
        </div>
      </div>
    )
  }
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-3 text-slate-700">
        {count} favorite {count === 1 ? 'spot' : 'spots'}
        <a
          href={`/compare?spots=${favorites.data
            .slice(0, MAX_COMPARE)
            .map((s) => s.id)
            .join(',')}`}
          className="font-semibold text-sea underline"
        >
          Compare spots
        </a>
      </p>
      <FavoriteGrid
        spots={favorites.data}
        reportHref={(id) => `/spot/${id}/report`}
        units={units}
      />
      <AlertSettingsForm spots={favorites.data} />
    </div>
  )
}

/** Island: the signed-in user's favourites. */
export default withQueryProvider(Favorites)
