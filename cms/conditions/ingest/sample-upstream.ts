// Where sample mode finds its upstream: the sample server (cms/conditions/upstream/sample-server) run in this
// process, serving the recorded answers adapted to each spot and today's dates. The server registers a
// starter at boot (startup.ts); ingestion, which Next also bundles through payload.config.ts,
// only ever sees this registry, so the sample server and its files stay out of the admin build.

type Starter = () => Promise<string>

const registry = globalThis as typeof globalThis & {
  __firingSampleUpstream?: { start: Starter; url?: Promise<string> }
}

/** Called once by the server: how to start the in-process sample server when it is needed. */
export function registerSampleUpstream(start: Starter): void {
  registry.__firingSampleUpstream = { start }
}

/** The sample server's base URL, started on first use; null when no server registered one. */
export async function sampleUpstreamUrl(): Promise<string | null> {
  const entry = registry.__firingSampleUpstream
  if (!entry) return null
  entry.url ??= entry.start().catch((error: unknown) => {
    entry.url = undefined // let the next run try again
    throw error
  })
  return entry.url
}
