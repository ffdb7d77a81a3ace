// HTTP requests and Socket.IO clients from a chosen loopback address (any of 127.0.0.0/8 on
// Linux): nginx hashes on the client's address, so each address stands for one visitor.
import http from 'node:http'
import { io as connect, type Socket } from 'socket.io-client'
import type { ServerToClientEvents } from '../../shared/contracts/socket-events'

export type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/** Distinct visitors' addresses: 127.0.0.2, 127.0.0.3, … */
export function visitorAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `127.0.0.${i + 2}`)
}

/** One request on a fresh connection from `localAddress`; rejects only when no answer came. */
export function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Uint8Array } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer from ${url}`)))
    request.on('error', reject)
    request.end(init.body)
  })
}

/** A browser form's body and content type (multipart), as fetch would send it. */
export async function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  return { body, type: encoded.headers.get('content-type') ?? '' }
}

export type Client = Socket<ServerToClientEvents>

/**
 * A Socket.IO client from `localAddress`, not yet connected. `transports` as the browser's
 * (site/lib/browser-only/realtime-client.ts) unless given; reconnection on, as there.
 */
export function socketFrom(
  localAddress: string | undefined,
  url: string,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Client {
  // engine.io-client hands localAddress to the WebSocket (ws) it opens; its types omit it.
  const options: Parameters<typeof connect>[1] = {
    path: '/socket.io',
    transports,
    forceNew: true,
    autoConnect: false,
  }
  if (localAddress) Object.assign(options, { localAddress })
  return connect(url, options)
}

/** Connects `socket` and resolves once it is in (rejects on a refused handshake). */
export function connected(socket: Client): Promise<Client> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
    socket.connect()
  })
}

/** Resolves once `check()` is true; polls every 50 ms and gives up after `ms` with `what`. */
export async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
