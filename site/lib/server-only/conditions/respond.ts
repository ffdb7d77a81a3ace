// JSON answers from cached text: the body is serialised once per (path, date) and sent as is.
import { answerInUnits, type Units } from '../../../../shared/domain/units/units'
import { keepPublicAnswer } from '../cache/answers'

export type DataSource = 'live' | 'sample' | 'none'

/** How fresh a CDN or browser may keep an answer: conditions change at most hourly. */
const PUBLIC_MAX_AGE_S = 60

/**
 * A 200 with JSON text; public caching unless the answer is personal (favourites) or `noStore`
 * (about to change). A public answer given the request's URL is also kept for anonymous repeats
 * (cache/answers.ts).
 */
export function jsonText(
  body: string,
  {
    personal = false,
    noStore = false,
    source,
    url,
  }: { personal?: boolean; noStore?: boolean; source?: DataSource; url?: URL } = {},
): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': personal
      ? 'private, no-store'
      : noStore
        ? 'no-store'
        : `public, max-age=${PUBLIC_MAX_AGE_S}, stale-while-revalidate=60`,
  }
  if (source) headers['x-data-source'] = source
  if (url && !personal) keepPublicAnswer(url, body, headers)
  return new Response(body, { status: 200, headers })
}

/** 'sample' when any item is sample data, 'live' when there are items, else 'none'. */
export function sourceOf(items: readonly { isSample: boolean }[]): DataSource {
  if (items.length === 0) return 'none'
  return items.some((i) => i.isSample) ? 'sample' : 'live'
}

/**
 * A kept imperial answer's text in the asked units (?units=metric): the stored text
 * itself for imperial, else converted by the one formatter (shared/domain/units/units.ts).
 */
export function bodyInUnits(body: string, units: Units): string {
  return units === 'imperial' ? body : JSON.stringify(answerInUnits(JSON.parse(body), units))
}
