import { VideoIdParams } from '../../../../shared/contracts/feed'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'
import { videoPreview } from '../../../../cms/feed'

/** GET /api/youtube-metadata/{videoId}: videoId, title, channelTitle, thumbnail. */
export const GET = route({ params: VideoIdParams }, async ({ params, payload }) =>
  ok(await videoPreview(payload, params.videoId), { maxAge: 3600 }),
)
