import { APIError, type CollectionBeforeOperationHook, type SanitizedConfig } from 'payload'
import { refusedQueryPaths } from '../access/query-paths'
import { refuseMalformedIds } from './refuse-malformed-ids'

/**
 * Refuses, with 400, a query that filters or sorts on a field the caller may not read, before
 * any row is matched: otherwise the answer's rows (or their order) reveal the value character by
 * character, e.g. `where[author.sessions.id][like]=a…` or `sort=author.hash`.
 * Server code passing `overrideAccess: true` builds its own queries and is not checked.
 */
export const refuseUnreadableQueries: CollectionBeforeOperationHook = async ({
  args,
  collection,
  req,
}) => {
  const query = args as Record<string, unknown>
  if (query.overrideAccess === true) return args
  const refused = await refusedQueryPaths(collection, query, req)
  if (refused.length > 0)
    throw new APIError(
      `You may not filter or sort on '${refused[0]}'`,
      400,
      { paths: refused },
      true,
    )
  return args
}

/**
 * The configuration with the id and query checks first among every collection's beforeOperation hooks,
 * Payload's own included (preferences, locked documents, jobs): applied to the sanitized config,
 * once, so no collection, present or future, can go without it.
 */
export function checkQueriesOfEveryCollection(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const hooks = collection.hooks.beforeOperation ?? []
    if (!hooks.includes(refuseUnreadableQueries))
      collection.hooks.beforeOperation = [refuseMalformedIds, refuseUnreadableQueries, ...hooks]
  }
  return config
}
