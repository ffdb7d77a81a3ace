import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { todayLocal } from '../../lib/browser-only/local-date'
import { currentUserQueryOptions } from '../../lib/browser-only/queries/auth'
import { favoritesQueryOptions } from '../../lib/browser-only/queries/favorites'
import { useMounted } from './use-mounted'
import { promptLoginForFavorites, useSetFavorite } from './use-set-favorite'

type Props = { spotId: number; spotName: string }

/**
 * The heart on a spot card. Its filled state comes from the user's favourites in the browser
 * (cached pages never carry it); a click shows the new state at once and rolls back on failure.
 */
export function FavoriteToggle({ spotId, spotName }: Props) {
  const mounted = useMounted()
  const user = useQuery(currentUserQueryOptions())
  const signedIn = Boolean(user.data)
  const favorites = useQuery({ ...favoritesQueryOptions(todayLocal()), enabled: signedIn })
  const [optimistic, setOptimistic] = useState<boolean | null>(null)
  const setFavorite = useSetFavorite()
  const saved = favorites.data?.some((s) => s.id === spotId) ?? false
  const isFavorite = mounted && (optimistic ?? saved)

  const onClick = () => {
    if (!signedIn) return promptLoginForFavorites()
    setOptimistic(!isFavorite)
    setFavorite.mutate(
      { spotId, isFavorite: !isFavorite },
      { onSettled: () => setOptimistic(null) },
    )
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!mounted || user.isPending || setFavorite.isPending}
      aria-pressed={isFavorite}
      aria-label={`Favorite ${spotName}`}
      title={isFavorite ? 'Remove from favorites' : 'Add to favorites'}
      className="rounded-full p-2 text-red-600 hover:bg-red-50 disabled:opacity-50"
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2.1 0 3.6 1.1 5 3 1.4-1.9 2.9-3 5-3 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21z"
          fill={isFavorite ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  )
}
