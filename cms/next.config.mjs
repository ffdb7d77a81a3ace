import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'

// Next serves only the admin (/admin), Payload's REST API (/cms-api) and its assets (/_next).
// Its root is cms/, so it never sees Astro's site/pages; the repo root is the
// Turbopack root because payload.config.ts and shared/ live there.
const root = path.resolve(import.meta.dirname, '..')

export default withPayload({
  turbopack: { root },
  outputFileTracingRoot: root,
  // `npm run typecheck` checks every file once; a second check inside `next build` only costs time.
  typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.json' },
  poweredByHeader: false,
  // The tide database reads its data file beside its own module (new URL(…, import.meta.url)):
  // loaded from node_modules as it ships, not bundled.
  serverExternalPackages: ['@neaps/tide-database'],
})
