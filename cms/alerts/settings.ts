// GET/PUT /api/user/alerts: a surfer's digest hour, zone and rules, through Payload's owner-only
// access. Rules are for favourites only; a rule whose spot stopped being one is not shown.
import type { Payload, TypedUser } from 'payload'
import type { AlertSettings, AlertSettingsInput } from '../../shared/contracts/alerts'
import { AppError } from '../../shared/contracts/errors'
import type { Rating } from '../../shared/domain/rating/ratings'

type Ctx = { payload: Payload; user: TypedUser }

type Row = {
  id: number
  digestHour: number
  timeZone?: string | null
  rules?: { spot: number | { id: number }; minRating: Rating }[] | null
  unsubscribedAt?: string | null
}

export const DEFAULT_DIGEST_HOUR = 7

const idOf = (ref: number | { id: number }): number => (typeof ref === 'object' ? ref.id : ref)

/** The ids of the user's favourite spots. */
export async function favoriteIds({ payload, user }: Ctx): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'user-favorites',
    where: { user: { equals: user.id } },
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return new Set(docs.map((d) => idOf(d.spot as number | { id: number })))
}

async function rowOf({ payload, user }: Ctx): Promise<Row | null> {
  const { docs } = await payload.find({
    collection: 'alert-settings',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 0,
    user,
    overrideAccess: false,
  })
  return (docs[0] as Row | undefined) ?? null
}

function answer(row: Row | null, favorites: Set<number>): AlertSettings {
  const rules = (row?.rules ?? [])
    .map((r) => ({ spotId: idOf(r.spot), minRating: r.minRating }))
    .filter((r) => favorites.has(r.spotId))
  return {
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
    rules,
    timeZone: row?.timeZone ?? null,
    emailOn: !row?.unsubscribedAt,
  }
}

/** The user's alert settings (defaults before the first save). */
export async function readAlerts(ctx: Ctx): Promise<AlertSettings> {
  const [row, favorites] = await Promise.all([rowOf(ctx), favoriteIds(ctx)])
  return answer(row, favorites)
}

/** Refuses a rule for a spot that is not one of the user's favourites (400, per rule). */
function assertFavorites(input: AlertSettingsInput, favorites: Set<number>): void {
  const errors = input.rules.flatMap((rule, i) =>
    favorites.has(rule.spotId)
      ? []
      : [
          {
            path: `rules.${i}.spotId`,
            message: `Spot ${rule.spotId} is not one of your favorite spots: add it to your favorites first`,
          },
        ],
  )
  if (errors.length) throw new AppError('BAD_REQUEST', errors[0]?.message ?? '', errors)
}

/** Saves the settings (a save turns email back on after an unsubscribe) and answers them. */
export async function saveAlerts(ctx: Ctx & { input: AlertSettingsInput }): Promise<AlertSettings> {
  const { payload, user, input } = ctx
  const favorites = await favoriteIds(ctx)
  assertFavorites(input, favorites)
  const existing = await rowOf(ctx)
  const data = {
    digestHour: input.digestHour,
    rules: input.rules.map((r) => ({ spot: r.spotId, minRating: r.minRating })),
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
  }
  const access = { user, overrideAccess: false, depth: 0 } as const
  let row = existing
    ? ((await payload.update({
        collection: 'alert-settings',
        id: existing.id,
        data,
        ...access,
      })) as Row)
    : ((await payload.create({
        collection: 'alert-settings',
        data: { ...data, user: user.id, timeZone: input.timeZone ?? 'UTC' },
        ...access,
      })) as Row)
  if (row.unsubscribedAt) {
    // The owner may not set the server's own fields; asking for alerts again is their consent.
    row = (await payload.update({
      collection: 'alert-settings',
      id: row.id,
      data: { unsubscribedAt: null },
      depth: 0,
      overrideAccess: true,
    })) as Row
  }
  return answer(row, favorites)
}

/** Turns a user's digest off (the signed link: no session); false when they have no settings. */
export async function unsubscribe(payload: Payload, userId: string, now: Date): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'alert-settings',
    where: { user: { equals: Number(userId) } },
    data: { unsubscribedAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return docs.length > 0
}
