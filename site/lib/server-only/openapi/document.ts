// The OpenAPI 3.1 document of the public API, generated from the zod contracts through the
// route list (public-routes.ts), so the document cannot drift from what the endpoints parse.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi'
import { z } from 'zod'
import { PUBLIC_ROUTES, type PublicRoute } from './public-routes'
import { SIGNED_IN_ROUTES, type SignedInRoute } from './signed-in-routes'

/** The error envelope every endpoint answers with (responses.ts). */
const ErrorEnvelope = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})

const ATTRIBUTION =
  'Conditions data: NOAA (National Weather Service, NDBC, CO-OPS; public domain) and ' +
  'Open-Meteo.com (CC BY 4.0). Credit both when you reuse it; see /developers.'

const RATE_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per window', schema: { type: 'integer' } },
  'RateLimit-Remaining': {
    description: 'Requests left in this window',
    schema: { type: 'integer' },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets',
    schema: { type: 'integer' },
  },
  ETag: { description: 'Send it back in If-None-Match for a 304', schema: { type: 'string' } },
} as const

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>

let built: Document | undefined

/** The document (built once per process: the route list is fixed at build time). */
export function openApiDocument(): Document {
  built ??= buildDocument()
  return built
}

function buildDocument(): Document {
  const registry = new OpenAPIRegistry()
  for (const r of PUBLIC_ROUTES) registerRoute(registry, r)
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'payload-token',
    description: 'The session cookie of a signed-in user of this site (POST /api/auth/login).',
  })
  for (const r of SIGNED_IN_ROUTES) registerSignedInRoute(registry, r)
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Firing API',
      version: '1.0.0',
      description: `Surf conditions for 49 spots, free to reuse. ${ATTRIBUTION}`,
      license: {
        name: 'CC BY 4.0 (Open-Meteo data); NOAA data is public domain',
        identifier: 'CC-BY-4.0',
      },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Conditions' },
      { name: 'Open data' },
      { name: 'Community' },
      { name: 'Signed in', description: 'For this site’s signed-in surfers: not public.' },
    ],
  })
}

function registerRoute(registry: OpenAPIRegistry, r: PublicRoute): void {
  const content =
    r.answer === 'csv'
      ? {
          'text/csv': {
            schema: z.string().meta({ description: 'A header row, then one row each' }),
          },
        }
      : { 'application/json': { schema: r.answer } }
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ErrorEnvelope } },
  })
  registry.registerPath({
    method: 'get',
    path: r.path,
    summary: r.summary,
    tags: [r.tag],
    request: { ...(r.query && { query: r.query }), ...(r.params && { params: r.params }) },
    responses: {
      200: { description: r.summary, headers: RATE_HEADERS, content },
      304: { description: 'Not modified: the ETag sent in If-None-Match still holds' },
      400: error('Bad input: the message says which parameter and why'),
      404: error('Not found'),
      429: error('Too many requests: wait RateLimit-Reset seconds'),
    },
  })
}

function registerSignedInRoute(registry: OpenAPIRegistry, r: SignedInRoute): void {
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: ErrorEnvelope } },
  })
  const errors = Object.fromEntries(
    Object.entries(r.errors).map(([status, description]) => [status, error(description)]),
  )
  registry.registerPath({
    method: r.method,
    path: r.path,
    summary: r.summary,
    description: r.description,
    tags: ['Signed in'],
    security: [{ session: [] }],
    request: {
      ...(r.body && {
        body: { required: true, content: { 'application/json': { schema: r.body } } },
      }),
      ...(r.params && { params: r.params }),
    },
    responses: {
      [r.status]: { description: r.summary, content: { 'application/json': { schema: r.answer } } },
      ...(r.alsoAnswers && {
        [r.alsoAnswers.status]: {
          description: r.alsoAnswers.description,
          content: { 'application/json': { schema: r.alsoAnswers.answer } },
        },
      }),
      401: error('Not signed in'),
      ...errors,
    },
  })
}
