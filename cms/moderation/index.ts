// The public surface of cms/moderation/ for site/, which imports nothing deeper (eslint.config.js).
export * from './report'
