import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { FavoriteInput } from '../../../../../shared/contracts/favorites'
import { ok } from '../../../../lib/server-only/api/responses'
import { route } from '../../../../lib/server-only/api/route'
import { setFavorite } from '../../../../lib/server-only/auth/favorites'

/** PATCH /api/surf-spots/{id}/favorite: JSON {isFavorite}; answers {spotId, isFavorite}. */
export const PATCH = route(
  { params: SpotIdParams, body: FavoriteInput, auth: 'required' },
  async ({ params, body, payload, user }) => {
    await setFavorite({ payload, user, spotId: params.id, isFavorite: body.isFavorite })
    return ok({ spotId: params.id, isFavorite: body.isFavorite })
  },
)
