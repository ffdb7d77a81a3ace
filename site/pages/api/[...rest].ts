import { AppError } from '../../../shared/contracts/errors'
import { route } from '../../lib/server-only/api/route'

/**
 * Any /api path no endpoint answers: a JSON 404 in the API's envelope, not the site's HTML page
 * (Astro tries every other route first). A known path asked with a method it does not take is
 * the middleware's 405 (api/methods.ts).
 */
export const ALL = route({}, async ({ url }) => {
  throw new AppError('NOT_FOUND', `No API endpoint at ${url.pathname}: see /developers for the API`)
})
