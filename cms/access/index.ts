// The public surface of cms/access/ for site/, which imports nothing deeper (eslint.config.js).
export * from './roles'
