// `npm run dev`: the same composed server with Next in development mode (the admin recompiles on
// change) and Payload's schema push, against a database of its own in .data/dev — never the
// folder `npm start` migrates. The site is built once; restart after editing site/.
import path from 'node:path'
import { loadDotEnv, ROOT, run } from './run'

loadDotEnv()
await run('astro', ['build'], { env: { ASTRO_TELEMETRY_DISABLED: '1' } })
Object.assign(process.env, {
  NODE_ENV: 'development',
  DEMO_ACCOUNT: process.env.DEMO_ACCOUNT ?? 'on',
  PAYLOAD_DB_PUSH: 'true',
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data/dev'),
})
await import('../server')
