// `npm start`: build if missing or stale, then serve everything on one port (server.ts).
import { ensureBuild } from './build'

Object.assign(process.env, { NODE_ENV: 'production' })
// A local run has the demo surfer (README); a deployment (server.ts, Docker) has it only on request.
process.env.DEMO_ACCOUNT ??= 'on'
await ensureBuild()
await import('../server')
