import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { User } from '../../shared/contracts/auth'
import { fullName } from '../../shared/domain/feed/people'
import { todayLocal } from '../lib/browser-only/local-date'
import { currentUserQueryOptions } from '../lib/browser-only/queries/auth'
import { favoritesQueryOptions } from '../lib/browser-only/queries/favorites'
import { toast } from '../lib/browser-only/toast'
import { Avatar } from './parts/Avatar'
import { FavoriteGrid } from './parts/FavoriteGrid'
import type { Units } from '../../shared/domain/units/units'
import { ProfileForm } from './parts/ProfileForm'
import { withQueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'

/** A visitor is told, then sent to sign in after 500 ms. */
function SignedOut() {
  useEffect(() => {
    toast({
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
      variant: 'destructive',
    })
    const timer = setTimeout(() => window.location.assign('/api/login?returnTo=/profile'), 500)
    return () => clearTimeout(timer)
  }, [])
  return <p className="text-slate-700">You are logged out. Logging in again...</p>
}

function MyFavorites({ units }: { units: Units }) {
  const mounted = useMounted()
  const favorites = useQuery(favoritesQueryOptions(todayLocal()))
  if (!mounted || favorites.isPending)
    return <p className="text-slate-600">Loading your favorites...</p>
  if (favorites.isError) return <p className="text-red-700">Unable to Load Favorites</p>
  if (favorites.data.length === 0) {
    return (
      <div className="space-y-3 rounded-xl bg-white p-6 text-center shadow-sm">
        <h3 className="text-lg font-semibold">No Favorite Spots Yet</h3>
        <a href="/" className="inline-block rounded-full bg-sea px-5 py-2 font-semibold text-white">
          Browse Surf Spots
        </a>
      </div>
    )
  }
  return (
    <FavoriteGrid spots={favorites.data} reportHref={(id) => `/surf-report/${id}`} units={units} />
  )
}

function Profile({ initialUser }: { initialUser: User | null }) {
  const { data: user } = useQuery({ ...currentUserQueryOptions(), initialData: initialUser })
  if (!user) return <SignedOut />
  return (
    <div className="space-y-10">
      <section
        aria-labelledby="profile-name"
        className="space-y-6 rounded-2xl bg-white p-6 shadow-sm"
      >
        <div className="flex items-center gap-4">
          <Avatar user={user} size="lg" />
          <div>
            <h2 id="profile-name" className="text-2xl font-bold">
              {fullName(user) ?? 'Complete Your Profile'}
            </h2>
            <p className="text-slate-600">{user.email}</p>
          </div>
        </div>
        <ProfileForm user={user} />
      </section>
      <section aria-labelledby="favorites-heading" className="space-y-4">
        <h2 id="favorites-heading" className="text-2xl font-bold">
          My Favorite Surf Spots
        </h2>
        <MyFavorites units={user.units} />
      </section>
    </div>
  )
}

/** Island: the profile screen. The page is rendered per request with the session's user. */
export default withQueryProvider(Profile)
