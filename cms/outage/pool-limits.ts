// How long anything may wait on PostgreSQL (docs/faults.md). A connection that does not open in
// DB_CONNECT_TIMEOUT_MS means the database is gone: the request fails and answers 503. Not less
// than a few seconds: on a starved CPU the handshake's answers wait in the event loop, and 1.5 s
// failed healthy connections under the mixed-load bench. A place in the pool's queue is another
// matter: under a burst, requests wait their turn behind healthy queries, so that wait
// (DB_POOL_WAIT_MS) is longer; pg-pool would use one setting for both.
import pg from 'pg'

export function poolLimits(env: NodeJS.ProcessEnv = process.env) {
  const connectMs = Number(env.DB_CONNECT_TIMEOUT_MS ?? 5_000)
  class BoundedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs })
    }
  }
  return {
    // The postgres adapter types its pool with its own copy of @types/pg: the same class.
    Client: BoundedClient as unknown as undefined,
    connectionTimeoutMillis: Number(env.DB_POOL_WAIT_MS ?? 10_000),
    query_timeout: Number(env.DB_QUERY_TIMEOUT_MS ?? 10_000),
    keepAlive: true,
  }
}
