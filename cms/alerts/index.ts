// The public surface of cms/alerts/ for site/, which imports nothing deeper (eslint.config.js).
export * from './settings'
export * from './token'
export * from './unsubscribe-page'
