// When a user's digest is due: at or after their hour, in their zone, once per local day.
import { localParts } from '../../shared/domain/time/zoned'

export type DigestClock = {
  digestHour: number
  timeZone?: string | null
  lastSentOn?: string | null
}

/** The user's local date now (the day a digest counts for), in their zone or UTC. */
export const digestDateOf = (now: Date, timeZone: string | null | undefined): string =>
  localParts(now, timeZone || 'UTC').date

/** True when the local hour has reached the digest hour and nothing was sent this local day. */
export function isDigestDue(clock: DigestClock, now: Date): boolean {
  const { date, hour } = localParts(now, clock.timeZone || 'UTC')
  return hour >= clock.digestHour && clock.lastSentOn !== date
}
