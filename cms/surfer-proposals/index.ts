// The public surface of cms/surfer-proposals/ for site/, which imports nothing deeper (eslint.config.js).
export { proposeSpotAsSurfer, proposalsOf, PROPOSALS_LIMITED_MESSAGE } from './propose'
