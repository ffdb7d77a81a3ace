// The public surface of cms/auth/ for site/, which imports nothing deeper (eslint.config.js).
export * from '../fields/shown-media'
export * from '../seed/demo-account'
export * from './client-address'
export * from './login-limits'
export * from './session-user'
