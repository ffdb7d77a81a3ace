import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FavoriteInput, FavoriteResult } from '../../../shared/contracts/favorites'
import { apiRequest, isUnauthorized } from '../../lib/browser-only/api-client'
import { FAVORITES_KEY, SPOTS_KEY } from '../../lib/browser-only/queries/favorites'
import { toast } from '../../lib/browser-only/toast'

type Variables = FavoriteInput & { spotId: number }

/** The sign-in refusal prompt for a visitor's heart, with its Sign Up button. */
export function promptLoginForFavorites(): void {
  toast({
    title: 'Login Required',
    description: 'Create a profile to add favorite spots',
    action: { label: 'Sign Up', href: '/login' },
  })
}

/** PATCH /api/surf-spots/{id}/favorite with a toast on failure; lists refresh afterwards. */
export function useSetFavorite() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ spotId, isFavorite }: Variables) =>
      apiRequest<FavoriteResult>('PATCH', `/api/surf-spots/${spotId}/favorite`, { isFavorite }),
    onSuccess: async () => {
      toast({ title: 'Updated', description: 'Favorite status updated successfully' })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
        queryClient.invalidateQueries({ queryKey: SPOTS_KEY }),
      ])
    },
    onError: (error) => {
      if (isUnauthorized(error)) return promptLoginForFavorites()
      toast({
        title: 'Error',
        description: 'Failed to update favorite status',
        variant: 'destructive',
      })
    },
  })
}
