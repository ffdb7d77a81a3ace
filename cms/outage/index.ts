// The public surface of cms/outage/ for site/, which imports nothing deeper (eslint.config.js).
export * from './database-health'
