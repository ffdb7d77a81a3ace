// The upstreams (NOAA, Open-Meteo) slow to answer: a proxy to the sample server that holds every
// request until the test opens it, so a server's first refresh stays in flight while it looks.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  startSampleServer,
  type SampleServer,
} from '../../cms/conditions/upstream/sample-server/server'

export type HeldUpstream = {
  /** UPSTREAM_BASE_URL for the server under test. */
  url: string
  /** Settles when the first request has arrived (a refresh is in flight). */
  reached: Promise<void>
  /** Lets every held request, and every later one, through to the recorded answers. */
  open: () => void
  close: () => Promise<void>
}

/** Starts the sample server behind a proxy that holds requests until open(). */
export async function startHeldUpstream(): Promise<HeldUpstream> {
  const samples: SampleServer = await startSampleServer()
  let open = () => undefined as void
  const opened = new Promise<void>((resolve) => (open = resolve))
  let reach = () => undefined as void
  const reached = new Promise<void>((resolve) => (reach = resolve))
  const proxy = http.createServer((req, res) => {
    reach()
    void opened
      .then(() => fetch(`${samples.url}${req.url ?? '/'}`, { headers: forwarded(req.headers) }))
      .then(async (answer) => {
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' })
        res.end(Buffer.from(await answer.arrayBuffer()))
      })
      .catch(() => res.destroy())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    reached,
    open,
    close: async () => {
      open()
      await new Promise<void>((resolve) => proxy.close(() => resolve()))
      await samples.close()
    },
  }
}

const forwarded = (headers: http.IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      name === 'host' || typeof value !== 'string' ? [] : [[name, value]],
    ),
  )

/**
 * The env of a first start whose refresh waits on `upstream`, with no sign-in provider (held
 * answers are slow answers, not failed ones: a long upstream timeout).
 */
export const heldFirstStartEnv = (upstream: HeldUpstream): Record<string, string> => ({
  UPSTREAM_BASE_URL: upstream.url,
  UPSTREAM_MODE: 'live',
  UPSTREAM_TIMEOUT_MS: '600000',
  OIDC_ISSUER: '',
  OIDC_CLIENT_ID: '',
  OIDC_CLIENT_SECRET: '',
})
