import { WhoWeAre } from './who-we-are'

export const globals = [WhoWeAre]
