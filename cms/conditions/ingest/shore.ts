// A spot's shore for the rating: its stored offshore sector, else the old reading from its facing
// alone (offshore within 45° of straight off the land); its exposure by direction (absent: every
// train fully exposed), its minimum size and its name for the reasons.
import { shoreFacing } from '../../../shared/domain/rating/wind'
import type { Shore } from '../../../shared/domain/rating/wind'
import type { IngestSpot } from './types'

/** What shoreOf reads of a spot. */
export type ShoreFacts = Pick<
  IngestSpot,
  | 'name'
  | 'beachFacingDegrees'
  | 'offshoreFromDegrees'
  | 'offshoreToDegrees'
  | 'exposure'
  | 'worksFromFt'
>

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
