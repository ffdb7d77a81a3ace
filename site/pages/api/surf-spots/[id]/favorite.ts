import { SpotIdParams } from '../../../../../shared/contracts/conditions'
import { FavoriteInput } from '../../../../../shared/contracts/favorites'
import { ok } from '../../../../lib/api/responses'
import { route } from '../../../../lib/api/route'
import { setFavorite } from '../../../../lib/auth/favorites'

/** PATCH /api/surf-spots/{id}/favorite: JSON {isFavorite}; answers {spotId, isFavorite}. */
export const PATCH = route(
  { params: SpotIdParams, body: FavoriteInput, auth: 'required' },
  async ({ params, body, payload, user }) => {
    await setFavorite({ payload, user, spotId: params.id, isFavorite: body.isFavorite })
    return ok({ spotId: params.id, isFavorite: body.isFavorite })
  },
)
