// The public surface of cms/events/ for site/, which imports nothing deeper (eslint.config.js).
export * from './bus'
