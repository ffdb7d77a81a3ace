import { FavoriteToggle } from './parts/FavoriteToggle'
import { withQueryProvider } from './parts/QueryProvider'

/** Island: the favourite heart for any spot card (sets or clears the favourite). */
export default withQueryProvider(FavoriteToggle)
