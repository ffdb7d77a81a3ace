import { FavoriteToggle } from './parts/FavoriteToggle'
import { QueryProvider } from './parts/QueryProvider'

/** Island: the favourite heart for any spot card (SPEC §2 Spot card, §4 favourite toggle). */
export default function FavoriteButton(props: { spotId: number; spotName: string }) {
  return (
    <QueryProvider>
      <FavoriteToggle {...props} />
    </QueryProvider>
  )
}
