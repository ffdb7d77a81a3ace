// The baseline: a bare node:http server answering every request with the bytes Firing served for
// one GET of SOURCE_URL, with the same content-type. Run as its own process so that it does not
// share an event loop with the load generator.
import { createServer } from 'node:http'

const source = process.env.SOURCE_URL
if (!source) throw new Error('SOURCE_URL is required')
const response = await fetch(source)
if (response.status !== 200) throw new Error(`${source} answered ${response.status}`)
const body = Buffer.from(await response.arrayBuffer())
const headers = {
  'content-type': response.headers.get('content-type') ?? 'text/html',
  'content-length': String(body.length),
}

const server = createServer((_req, res) => {
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(`bare server at http://127.0.0.1:${port} (${body.length} bytes)`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
