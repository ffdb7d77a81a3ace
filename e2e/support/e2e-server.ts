// Starts the built server for Playwright on a fresh database and removes it afterwards.
import { spawnServer } from '../../tests/support/spawn-server'
import { startTestDatabase } from '../../tests/support/test-database'

const database = await startTestDatabase()
const server = await spawnServer({
  DATABASE_URL: database.url,
  DATA_DIR: database.dataDir,
  PORT: process.env.E2E_PORT ?? '3199',
})
console.log(`e2e server at ${server.url}`)

const stop = async () => {
  await server.stop()
  await database.stop()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
