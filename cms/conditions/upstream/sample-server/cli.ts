// `PORT=4100 tsx cms/conditions/upstream/sample-server/cli.ts`: runs the sample server for local
// development. Point the app at it with UPSTREAM_BASE_URL=<printed url>.
import { startSampleServer } from './server'

const port = Number.parseInt(process.env.PORT ?? '4100', 10)
const host = process.env.HOST ?? '127.0.0.1'
const fake = await startSampleServer({ port, host }).catch((error: unknown) => {
  const code = (error as { code?: string }).code
  console.error(code === 'EADDRINUSE' ? `Port ${port} is taken: set PORT=…` : error)
  process.exit(1)
})
console.log(`Sample server listening on ${fake.url}`)
console.log(`UPSTREAM_BASE_URL=${fake.url}`)

const stop = async () => {
  await fake.close()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
