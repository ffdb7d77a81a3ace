// The Wave Categories Guide popup's table, in the guide's own words ({product} read as Firing).
import type { Rating } from '../../../../shared/domain/rating/ratings'

export const WAVE_GUIDE: readonly { rating: Rating; name: string; rule: string }[] = [
  {
    rating: 'epic',
    name: 'Epic',
    rule: '4+ ft with offshore wind up to 10 mph, or 12+ ft with wind up to 15 mph; period 12+ s; clean conditions',
  },
  {
    rating: 'firing',
    name: 'Firing',
    rule: '1.5 to 4 ft; offshore wind up to 8 mph; period 10+ s; barrel potential',
  },
  { rating: 'good', name: 'Good', rule: '2+ ft; wind up to 15 mph; period 10+ s' },
  { rating: 'rideable', name: 'Rideable', rule: '1+ ft; wind up to 20 mph; period 8+ s' },
  {
    rating: 'not working',
    name: 'Not Working',
    rule: 'under 1 ft, or wind over 20 mph, onshore chop, period under 8 s',
  },
]
