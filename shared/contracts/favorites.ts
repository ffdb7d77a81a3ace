import { z } from 'zod'
import { SpotConditionList } from './conditions'

/** PATCH /api/surf-spots/{id}/favorite. Idempotent: sets, never toggles. */
export const FavoriteInput = z.object({
  isFavorite: z.boolean({ error: 'isFavorite must be true or false' }),
})
export type FavoriteInput = z.infer<typeof FavoriteInput>

/** The answer to a favourite change. */
export const FavoriteResult = z.object({ spotId: z.number().int(), isFavorite: z.boolean() })
export type FavoriteResult = z.infer<typeof FavoriteResult>

/** GET /api/user/favorites?date: the user's spots, each with its condition for the date or null. */
export const FavoriteSpots = SpotConditionList
export type FavoriteSpots = z.infer<typeof FavoriteSpots>
