import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from './document'
import { openApiPathOf } from './public-routes'
import { REGION_IDS } from '../../../../shared/domain/regions/regions'

const API_DIR = path.resolve(import.meta.dirname, '../../../pages/api')

/** GET routes that answer only for a session or start a browser flow: not part of the open API. */
const NOT_PUBLIC = new Set([
  '/api/auth/user', // the signed-in user
  '/api/login', // starts external sign-in (a browser navigation)
  '/api/login/callback', // the sign-in provider's redirect back
  '/api/logout', // signs out
  '/api/user/favorites', // the signed-in user's favourites
  '/api/user/alerts', // the signed-in user's alert settings
  '/api/alerts/unsubscribe', // an emailed link's confirmation page (HTML), not data
  '/api/location-search', // signed in only (spends the maps search's quota)
  '/api/admin/spot-proposal', // staff only: the spot form's proposals (docs/api.md)
  '/api/admin/coastline', // staff only: the spot form's map (docs/api.md)
])

/** `/api/…` paths of every route file under site/pages/api that exports a GET. */
function getRoutePaths(dir = API_DIR, method = /export const GET\b/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return getRoutePaths(file, method)
    if (!/\.ts$/.test(entry.name) || entry.name.endsWith('.test.ts')) return []
    if (!method.test(readFileSync(file, 'utf8'))) return []
    const route = path
      .relative(API_DIR, file)
      .replace(/\.ts$/, '')
      .replace(/(^|\/)index$/, '')
    return [openApiPathOf(`/api/${route}`.replace(/\/$/, ''))]
  })
}

describe('the OpenAPI document', () => {
  it('should be a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(openApiDocument() as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('should describe every public GET route file under site/pages/api', () => {
    const documented = Object.keys(openApiDocument().paths ?? {})
    const routes = getRoutePaths().filter((p) => !NOT_PUBLIC.has(p))
    expect(routes.length).toBeGreaterThan(15)
    const missing = routes.filter((p) => !documented.includes(p))
    expect(missing, 'public GET routes missing from public-routes.ts').toEqual([])
  })

  it.each([
    '/api/weather',
    '/api/surf-spots',
    '/api/surf-spots/{id}/report',
    '/api/surf-spots/{id}/forecasts',
    '/api/surf-spots/{id}/wind-hourly',
    '/api/surf-spots/{id}/hourly',
  ])('should describe the units parameter of %s', (route) => {
    const parameters = (openApiDocument().paths?.[route]?.get?.parameters ?? []) as {
      name: string
      in: string
      schema?: { enum?: string[]; default?: string }
    }[]
    const units = parameters.find((p) => p.name === 'units')
    expect(units?.in).toBe('query')
    expect(units?.schema?.enum).toEqual(['imperial', 'metric'])
    expect(units?.schema?.default).toBe('imperial')
  })

  it("should describe /api/surf-spots' region parameter with every region's id", () => {
    const parameters = (openApiDocument().paths?.['/api/surf-spots']?.get?.parameters ?? []) as {
      name: string
      in: string
      schema?: { enum?: string[] }
    }[]
    const region = parameters.find((p) => p.name === 'region')
    expect(region?.in).toBe('query')
    expect(region?.schema?.enum).toEqual(REGION_IDS)
  })

  it('should describe only paths that have a route file', () => {
    // The signed-in writes (signed-in-routes.ts) are documented too: any method counts.
    const routes = getRoutePaths(API_DIR, /export const (GET|POST|PATCH|PUT|DELETE)\b/)
    const documented = Object.keys(openApiDocument().paths ?? {})
    expect(documented.filter((p) => !routes.includes(p))).toEqual([])
  })
})
