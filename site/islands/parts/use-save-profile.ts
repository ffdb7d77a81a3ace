import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProfileInput, User } from '../../../shared/contracts/auth'
import { ApiError, apiRequest } from '../../lib/browser-only/api-client'
import { CURRENT_USER_KEY } from '../../lib/browser-only/queries/auth'
import { toast } from '../../lib/browser-only/toast'

/** PATCH /api/auth/user/profile: the cached user becomes the answer, then toasts. */
export function useSaveProfile(onSaved: (user: User) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: ProfileInput) =>
      apiRequest<User>('PATCH', '/api/auth/user/profile', values),
    onSuccess: async (updated) => {
      queryClient.setQueryData(CURRENT_USER_KEY, updated)
      onSaved(updated)
      toast({
        title: 'Profile updated',
        description: 'Your profile has been successfully updated.',
      })
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : null
      toast({
        title: 'Update failed',
        description: message ?? 'Failed to update profile. Please try again.',
        variant: 'destructive',
      })
    },
  })
}
