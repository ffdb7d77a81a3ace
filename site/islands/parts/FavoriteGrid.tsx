import type { FavoriteSpots } from '../../../shared/contracts/favorites'
import { hasSampleConditions } from '../../lib/universal/sample-data'
import { FavoriteSpotCard } from './FavoriteSpotCard'
import { SampleBanner } from './SampleBanner'
import type { Units } from '../../../shared/domain/units/units'

type Props = { spots: FavoriteSpots; reportHref: (id: number) => string; units: Units }

/**
 * The grid: 1 column on mobile, 2 on medium, 3 on extra-large screens; the sample banner
 * above it when the conditions are recorded samples (favourites and profile both show it).
 */
export function FavoriteGrid({ spots, reportHref, units }: Props) {
  return (
    <div className="space-y-4">
      {hasSampleConditions(spots) && <SampleBanner />}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {spots.map((spot) => (
          <li key={spot.id}>
            <FavoriteSpotCard spot={spot} reportHref={reportHref(spot.id)} units={units} />
          </li>
        ))}
      </ul>
    </div>
  )
}
