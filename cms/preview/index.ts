// The public surface of cms/preview/ for site/, which imports nothing deeper (eslint.config.js).
export * from './token'
