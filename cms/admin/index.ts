// The public surface of cms/admin/ for site/, which imports nothing deeper (eslint.config.js).
export * from './map-view'
export * from './spot-proposal'
