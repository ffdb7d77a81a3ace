import { ModerationSettings } from './moderation-settings'
import { WhoWeAre } from './who-we-are'

export const globals = [WhoWeAre, ModerationSettings]
