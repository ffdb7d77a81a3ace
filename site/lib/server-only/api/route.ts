import type { APIContext, APIRoute } from 'astro'
import type { Payload, TypedUser } from 'payload'
import type { z } from 'zod'
import { sessionUser } from '../../../../cms/auth'
import { DATABASE_UNAVAILABLE, isDatabaseReachable } from '../../../../cms/outage'
import {
  allowedOrigins,
  CROSS_SITE_MESSAGE,
  isAllowedWrite,
  isSafeMethod,
  requestOrigin,
} from '../../../../shared/domain/web/origins'
import { sessionHeaders } from '../auth/session-headers'
import { AppError, parseOrThrow } from '../../../../shared/contracts/errors'
import { isPublicRoute } from '../openapi/public-routes'
import { countPublicRead, finishPublicGet, publicHeaders } from './public-get'
import {
  clientKey,
  RATE_LIMITED_MESSAGE,
  RateLimited,
  rateScope,
  tightestRateHeaders,
  type RateState,
} from './rate-limit'
import { withHeaders } from '../../../../cms/limits'
import { errorResponse } from './responses'
import { readBody } from './body'

type Schema = z.ZodType
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined

type RouteSpec<Q, B, P> = {
  query?: Q
  body?: B
  params?: P
  /** 'required' answers 401 for visitors before the handler runs. */
  auth?: 'required' | 'optional'
  /**
   * The session counts on a GET that a browser makes from another site (a sign-in provider's
   * redirect back). Off by default: a cross-site link to a GET endpoint acts as a visitor.
   */
  crossSiteSession?: boolean
  /** The body may also be an HTML form's (urlencoded): for choices that work without JavaScript. */
  form?: boolean
  /** The largest body taken, sized for its fields (413 past it); DEFAULT_MAX_BODY_BYTES unless set. */
  maxBodyBytes?: number
}

export type RouteContext<Q, B, P, U> = {
  query: Infer<Q>
  body: Infer<B>
  params: Infer<P>
  user: U
  payload: Payload
  request: Request
  url: URL
  context: APIContext
}

type User<Spec> = Spec extends { auth: 'required' } ? TypedUser : TypedUser | null

/**
 * Wraps an Astro endpoint: parses query, JSON body (413 past its limit, body.ts) and path params
 * with zod (400 with field messages), resolves the signed-in user (401 when required), refuses cross-site writes (403),
 * and turns AppError into the error envelope and anything else into a logged plain 500. A public
 * GET (openapi/public-routes.ts) is counted against the read limit and gains ETag, CORS and
 * RateLimit-* headers (public-get.ts).
 */
export function route<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  S extends RouteSpec<Q, B, P> = RouteSpec<Q, B, P>,
>(
  spec: S & RouteSpec<Q, B, P>,
  handler: (ctx: RouteContext<Q, B, P, User<S>>) => Promise<Response>,
): APIRoute {
  return async (context) => {
    const { request, locals, url } = context
    const publicGet = isSafeMethod(request.method) && isPublicRoute(context.routePattern)
    let rate: RateState | null = null
    // The handler's own limits (writes, contact, ...) land here: their RateLimit-* headers.
    const limits: RateState[] = []
    try {
      assertSameOrigin(request, url)
      if (publicGet) rate = await countPublicRead(clientKey(request, context.clientAddress))
      if (rate?.exceeded) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE)
      const query = parse(spec.query, Object.fromEntries(url.searchParams))
      const params = parse(spec.params, context.params)
      const body = spec.body
        ? parse(
            spec.body,
            await readBody(request, { form: spec.form, maxBytes: spec.maxBodyBytes }),
          )
        : undefined
      const user = await sessionUser(locals.payload, authHeaders(request, spec))
      // Payload answers "no user" when the session check itself failed: a down database.
      if (!user && hasCredentials(request) && !(await isDatabaseReachable(locals.payload))) {
        throw new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE)
      }
      if (spec.auth === 'required' && !user) throw new AppError('UNAUTHORIZED', 'Unauthorized')
      const handled = await rateScope.run(limits, () =>
        handler({
          query,
          body,
          params,
          user: user as User<S>,
          payload: locals.payload,
          request,
          url,
          context,
        } as RouteContext<Q, B, P, User<S>>),
      )
      const answer = withHeaders(handled, tightestRateHeaders(limits))
      // CORS only on answers to visitors: a signed-in answer may hold the user's own data.
      return publicGet ? await finishPublicGet(request, answer, { rate, cors: !user }) : answer
    } catch (error) {
      if (error instanceof AppError) {
        const extra = publicGet ? publicHeaders(rate, { cors: true }) : {}
        const limited = error instanceof RateLimited ? [error.state] : limits
        return errorResponse(error, {
          ...noStore(error),
          ...tightestRateHeaders(limited),
          ...extra,
        })
      }
      if (!(await isDatabaseReachable(locals.payload))) {
        return errorResponse(new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE), NO_STORE)
      }
      locals.payload.logger.error({ err: error, msg: `${request.method} ${url.pathname} failed` })
      return Response.json({ message: 'Internal Server Error' }, { status: 500 })
    }
  }
}

function parse<S extends Schema | undefined>(schema: S, input: unknown): Infer<S> {
  if (!schema) return undefined as Infer<S>
  return parseOrThrow(schema, input, 'Invalid request') as Infer<S>
}

/**
 * Writes reach this point only through assertSameOrigin, so their session is ours to accept
 * whatever Payload's static list says; a cross-site read is a visitor unless the route opts in.
 */
function authHeaders(request: Request, spec: { crossSiteSession?: boolean }): Headers {
  if (!isSafeMethod(request.method)) return sessionHeaders(request, { verifiedWrite: true })
  const crossSite = request.headers.get('sec-fetch-site') === 'cross-site'
  return crossSite && !spec.crossSiteSession ? request.headers : sessionHeaders(request)
}

/** An outage answer: never kept by a cache, and when to try again (docs/faults.md). */
const NO_STORE = { 'cache-control': 'no-store', 'retry-after': '5' }

/** An outage answer must never be kept by a cache; other errors keep their usual headers. */
const noStore = (error: AppError) => (error.code === 'SERVICE_UNAVAILABLE' ? NO_STORE : {})

/** Whether the request carries something that may sign a user in (a cookie or a token). */
function hasCredentials(request: Request): boolean {
  return request.headers.has('authorization') || request.headers.has('cookie')
}

/**
 * Browsers send Origin on every write; one from another origin, 'null' or none is refused (CSRF),
 * by the same rule as the server's gate (server/origin-gate.ts) in front of every path.
 */
export function assertSameOrigin(request: Request, url: URL): void {
  if (isSafeMethod(request.method)) return
  const own = requestOrigin({
    host: request.headers.get('host') ?? url.host,
    secure: url.protocol === 'https:',
    forwardedProto: request.headers.get('x-forwarded-proto'),
    trustProxy: process.env.TRUST_PROXY === 'true',
  })
  const allowed = allowedOrigins({ publicUrl: process.env.PUBLIC_URL, requestOrigin: own })
  const origin = request.headers.get('origin')
  if (!isAllowedWrite({ origin, fetchSite: request.headers.get('sec-fetch-site'), allowed })) {
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE)
  }
}
