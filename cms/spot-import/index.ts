// The public surface of cms/spot-import/ for site/, which imports nothing deeper (eslint.config.js).
export { importSpots } from './import'
export { importProgressOf, startImportJob } from './job'
