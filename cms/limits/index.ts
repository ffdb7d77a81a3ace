// The public surface of cms/limits/ for site/, which imports nothing deeper (eslint.config.js).
export * from './rate-headers'
export * from './shared-counts'
