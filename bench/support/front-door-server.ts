// One node:http server answering every request with the same 4 KB JSON: bare (MODE=bare), or
// behind the front door every Firing answer passes (MODE=guarded): the security headers with the
// CSP (a fresh nonce under /admin) and the origin gate. Its own process, as bare-server.ts.
import { createServer } from 'node:http'
import { refuseWrite } from '../../server/origin-gate'
import { createSecurityHeaders, securityOptions } from '../../server/security-headers'

const body = Buffer.from(
  JSON.stringify({
    spots: Array.from({ length: 40 }, (_, id) => ({ id, name: `Spot ${id}`, rating: 'GOOD' })),
  }),
)
const headers = { 'content-type': 'application/json', 'content-length': String(body.length) }
const guarded = process.env.MODE === 'guarded'
const secure = createSecurityHeaders(securityOptions(['/admin', '/cms-api', '/_next'], {}))

const server = createServer((req, res) => {
  if (guarded) {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname
    secure(req, res, pathname)
    if (refuseWrite(req, res, {})) return
  }
  res.writeHead(200, headers)
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(`front door at http://127.0.0.1:${port} (${body.length} bytes)`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
