// Favourites of the signed-in user, always through Payload's access rules (owner-only rows).
import type { Payload, TypedUser } from 'payload'
import type { FavoriteSpots } from '../../../../shared/contracts/favorites'
import { AppError } from '../../../../shared/contracts/errors'
import { resolveDate } from '../conditions/dates'
import { listSpotsOnTheirDay } from '../conditions/spots'

type Ctx = { payload: Payload; user: TypedUser }

/** Marks or unmarks a spot; doing it twice changes nothing (the request sends the wanted state). */
export async function setFavorite(ctx: Ctx & { spotId: number; isFavorite: boolean }) {
  const { payload, user, spotId } = ctx
  await assertSpotExists(payload, spotId)
  const mine = { user: { equals: user.id }, spot: { equals: spotId } }
  if (!ctx.isFavorite) {
    await payload.delete({ collection: 'user-favorites', where: mine, user, overrideAccess: false })
    return
  }
  const { totalDocs } = await payload.count({
    collection: 'user-favorites',
    where: mine,
    user,
    overrideAccess: false,
  })
  if (totalDocs > 0) return
  try {
    await payload.create({
      collection: 'user-favorites',
      data: { user: user.id, spot: spotId },
      user,
      overrideAccess: false,
    })
  } catch (error) {
    // A double click racing itself: the unique (user, spot) index kept one row, as wanted.
    if (!(await isFavorite(ctx, spotId))) throw error
  }
}

async function isFavorite({ payload, user }: Ctx, spotId: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'user-favorites',
    where: { user: { equals: user.id }, spot: { equals: spotId } },
    user,
    overrideAccess: false,
  })
  return totalDocs > 0
}

async function assertSpotExists(payload: Payload, spotId: number): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'surf-spots',
    where: { id: { equals: spotId } },
    overrideAccess: false,
  })
  if (totalDocs === 0) throw new AppError('NOT_FOUND', `No surf spot with id ${spotId}`)
}

/**
 * The user's favourite spots, each with its condition for the date (by default each spot's own today) or
 * null when none is stored. Built on the conditions API's cached spot list, so a favourite looks
 * exactly like the same spot on the list.
 */
export async function favoriteSpots(
  ctx: Ctx & { date?: string; now: Date },
): Promise<FavoriteSpots> {
  const date = ctx.date === undefined ? undefined : resolveDate(ctx.date, ctx.now)
  const answer = await listSpotsOnTheirDay({ ...ctx, date })
  return answer.value.filter((s) => s.isFavorite)
}
