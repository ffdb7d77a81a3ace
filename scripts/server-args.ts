// How the compiled server is run, wherever it runs (`npm start`, the Docker image, the tests and
// benches). A file of its own so `npm start` reads it without loading the build's tools.
import path from 'node:path'

/** What production runs: `node --max-semi-space-size=16 dist/app/server.mjs`. */
export const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../dist/app/server.mjs')

/**
 * Node's flags for the server. V8 sizes the young generation by the machine's memory: on 24 GB
 * its two semi-spaces grow to 64 MB each under the start-up refresh and stay committed, ~100 MB
 * of idle RSS for a server whose live heap is ~65 MB. 16 MB each (V8's size on small machines)
 * gives warm idle RSS 338 → 244 MB (bench/start.ts); bench/README.md has its cost under load.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=16']
