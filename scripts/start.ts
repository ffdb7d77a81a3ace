// `npm start`: build if missing or stale, then serve everything on one port (server.ts).
import { ensureBuild } from './build'

Object.assign(process.env, { NODE_ENV: 'production' })
await ensureBuild()
await import('../server')
