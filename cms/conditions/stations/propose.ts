// Everything about a new spot that its point decides, proposed for the editor: facing
// from the coastline, offshore sector straight off the land, time zone, US or not, tide station
// and buoy. Break type and skill level cannot be told from a point: they get plain defaults.
// Used by the surf-spots create hook (fill-spot.ts) and, later, the admin form.
import type { SpotExposure } from '../../../shared/domain/rating/exposure'
import { normaliseDegrees } from '../../../shared/domain/rating/wind'
import { computeSpotExposure } from '../geo/world-land'
import { seawardBearingDeg } from './coast'
import type { DerivedStations } from './derive'
import { deriveStations } from './derive'

export type SpotProposal = {
  beachFacingDegrees: number
  offshoreFromDegrees: number
  offshoreToDegrees: number
  /** The coastline's exposure by direction (cms/conditions/geo, docs/conditions.md 'Exposure'). */
  exposure: SpotExposure
  breakType: string
  skillLevel: string
  timeZone: string
  isUS: boolean
  tideStation: string | null
  ndbcBuoy: string | null
  stations: DerivedStations
  /** Where the facing came from: the editor, the coastline's exposure, the nearest open fan, or a guess. */
  facingFrom: 'given' | 'coastline' | 'open-fan' | 'guess'
}

const compass = (deg: number) => normaliseDegrees(Math.round(deg))

/** The proposal for a point; `facingDeg` overrides the coastline's answer when the editor gave one. */
export function proposeSpot(input: {
  latitude: number
  longitude: number
  facingDeg?: number | null
}): SpotProposal {
  const { latitude, longitude } = input
  const computed = computeSpotExposure(latitude, longitude)
  // The share-weighted mean of the open directions; then the widest open fan near the point; with
  // open ocean all round or no coast in reach, facing the equator is as good a guess as any.
  const fan = computed.facingDeg === null ? seawardBearingDeg(latitude, longitude) : null
  const facingFrom: SpotProposal['facingFrom'] =
    input.facingDeg != null
      ? 'given'
      : computed.facingDeg !== null
        ? 'coastline'
        : fan !== null
          ? 'open-fan'
          : 'guess'
  const facing = input.facingDeg ?? computed.facingDeg ?? fan ?? (latitude >= 0 ? 180 : 0)
  const stations = deriveStations({ latitude, longitude, facingDeg: facing })
  return {
    beachFacingDegrees: compass(facing),
    // 90° centred straight off the land (docs/conditions.md 'Ratings').
    offshoreFromDegrees: compass(facing + 135),
    offshoreToDegrees: compass(facing + 225),
    exposure: computed.exposure,
    breakType: 'beach',
    skillLevel: 'intermediate',
    timeZone: stations.timeZone,
    isUS: stations.isUS,
    tideStation: stations.tide?.id ?? null,
    ndbcBuoy: stations.buoy?.id ?? null,
    stations,
    facingFrom,
  }
}
