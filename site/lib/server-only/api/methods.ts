// A 405 for an /api path asked with a method its endpoint does not export. Astro answers that
// with an empty 404 and then renders the site's HTML 404 page; the middleware swaps it for this.
import { AppError } from '../../../../shared/contracts/errors'
import { errorResponse } from './responses'

// Loaded only to read a module's export names: Astro has loaded the module already to answer.
const ENDPOINTS = import.meta.glob('../../../pages/api/**/*.ts')

const METHOD = /^[A-Z]+$/

/** The HTTP methods the endpoint of an Astro route pattern answers, or null when none is one. */
export async function allowedMethods(routePattern: string): Promise<string[] | null> {
  const base = `../../../pages${routePattern}`
  const load = ENDPOINTS[`${base}.ts`] ?? ENDPOINTS[`${base}/index.ts`]
  if (!load) return null
  const methods = Object.keys((await load()) as object).filter((name) => METHOD.test(name))
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD')
  return methods
}

/**
 * The JSON 405 (with Allow) for the empty 404 Astro gives an /api route without the request's
 * method; any other answer is returned as it is.
 */
export async function methodNotAllowed(
  request: Request,
  routePattern: string | undefined,
  response: Response,
): Promise<Response> {
  if (response.status !== 404 || response.body !== null || !routePattern?.startsWith('/api')) {
    return response
  }
  const methods = await allowedMethods(routePattern)
  if (!methods?.length) return response
  const allow = methods.join(', ')
  const error = new AppError(
    'METHOD_NOT_ALLOWED',
    `${request.method} is not supported here: use ${allow}`,
  )
  return errorResponse(error, { allow, 'cache-control': 'no-store' })
}
