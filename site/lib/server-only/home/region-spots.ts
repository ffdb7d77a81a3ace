// Home's ?region=: the first REGION_LIMIT published spots of a region by name, each rated on its
// own today (the same page read as GET /api/surf-spots?region=), as NearMe's rows.
import type { Payload } from 'payload'
import { SpotsQuery } from '../../../../shared/contracts/spot-pages'
import { regionById } from '../../../../shared/domain/regions/regions'
import type { Units } from '../../../../shared/domain/units/units'
import { nearSpotRow, REGION_LIMIT, type NearSpotRow } from '../../universal/home/near-spots'
import { spotPage } from '../conditions/spots'

export type RegionSpots = {
  region: { id: string; name: string } | null
  regionRows: NearSpotRow[] | null
  regionProblem: string | null
}

export async function regionSpots(
  payload: Payload,
  asked: string | null,
  now: Date,
  units: Units,
): Promise<RegionSpots> {
  if (asked === null) return { region: null, regionRows: null, regionProblem: null }
  const region = regionById(asked)
  if (!region) {
    return {
      region: null,
      regionRows: null,
      regionProblem: 'There is no region by that name: choose one from the list.',
    }
  }
  try {
    const query = SpotsQuery.parse({ region: region.id, limit: String(REGION_LIMIT) })
    const page = await spotPage({ payload, user: null, query, date: undefined, now })
    return {
      region: { id: region.id, name: region.name },
      regionRows: page.spots.map((spot) => nearSpotRow(spot, units)),
      regionProblem: null,
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'home: loading a region failed' })
    return {
      region: null,
      regionRows: null,
      regionProblem: 'Failed to load surf data. Please check your connection and try again',
    }
  }
}
