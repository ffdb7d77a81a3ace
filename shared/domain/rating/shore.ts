// A spot's shore for the rating: its stored offshore sector, else the old reading from its facing
// alone (offshore within 45° of straight off the land); its exposure by direction (absent: every
// train fully exposed), its minimum size and its name for the reasons.
import { shoreFacing } from './wind'
import type { Shore } from './wind'

/** What shoreOf reads of a spot. */
export type ShoreFacts = {
  name: string
  /** Compass direction the beach faces, toward the sea. */
  beachFacingDegrees: number
  /** Offshore wind sector, clockwise from → to; absent: 90° centred off the facing. */
  offshoreFromDegrees?: number | null
  offshoreToDegrees?: number | null
  /** Share (0-1) of the open-ocean swell from each 10° that reaches the break (36 values). */
  exposure?: readonly number[] | null
  /** Breaking height (ft) below which the spot does not break; absent: no minimum. */
  worksFromFt?: number | null
}

/** The rating's view of a spot's shore. */
export function shoreOf(spot: ShoreFacts): Shore {
  const extras = {
    exposure: spot.exposure ?? null,
    worksFromFt: spot.worksFromFt ?? null,
    spotName: spot.name,
  }
  const { offshoreFromDegrees: from, offshoreToDegrees: to } = spot
  if (typeof from === 'number' && typeof to === 'number') {
    return { offshoreFromDeg: from, offshoreToDeg: to, ...extras }
  }
  return shoreFacing(spot.beachFacingDegrees, extras)
}
