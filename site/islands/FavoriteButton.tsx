import { FavoriteToggle } from './parts/FavoriteToggle'
import { withQueryProvider } from './parts/QueryProvider'

/** Island: the favourite heart for any spot card (SPEC §2 Spot card, §4 favourite toggle). */
export default withQueryProvider(FavoriteToggle)
