// A spot's shore for the rating: its stored offshore sector and exposure, else the old reading
// from its facing alone (offshore within 45° of straight off the land, fully exposed).
import { shoreFacing } from '../../shared/domain/wind'
import type { Shore } from '../../shared/domain/wind'
import type { IngestSpot } from './types'

/** The rating's view of a spot's shore. */
export function shoreOf(spot: IngestSpot): Shore {
  const exposureFactor = spot.exposureFactor ?? 1
  const { offshoreFromDegrees: from, offshoreToDegrees: to } = spot
  if (typeof from === 'number' && typeof to === 'number') {
    return { offshoreFromDeg: from, offshoreToDeg: to, exposureFactor }
  }
  return shoreFacing(spot.beachFacingDegrees, exposureFactor)
}
