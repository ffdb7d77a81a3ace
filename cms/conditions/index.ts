// The public surface of cms/conditions/ for site/, which imports nothing deeper (eslint.config.js).
export * from './geo/world-atlas-file'
export * from './ingest/run'
export * from './ingest/startup'
export * from './ingest/validate-day'
export * from './jobs/refresh-conditions'
export * from './read/docs'
export * from './read/queries'
export * from './read/spot-pages'
