import { useQuery } from '@tanstack/react-query'
import type { Stats } from '../../shared/contracts/conditions'
import type { Rating } from '../../shared/domain/rating/ratings'
import { todayLocal } from '../lib/browser-only/local-date'
import { statsQueryOptions } from '../lib/browser-only/queries/stats'
import { withQueryProvider } from './parts/QueryProvider'
import { RATING_CHIPS } from './parts/rating-style'

// Five cards, the ratings' chips, where 'Flat' counts the spots rated 'not working'.
const CARDS = RATING_CHIPS.map((chip) =>
  chip.rating === 'not working' ? { ...chip, label: 'Flat' } : chip,
)

type Props = { initial: Stats | null }

const RATING_POLL_MS = 3_000

function StatCards({ initial }: Props) {
  // The page renders today's counts into the HTML; only when that failed does the browser ask.
  const stats = useQuery({
    ...statsQueryOptions(initial?.date ?? todayLocal()),
    initialData: initial ?? undefined,
    // A first start is still rating the spots: its zeros are "not yet", so ask until it is done.
    refetchInterval: (query) => (query.state.data?.isRating ? RATING_POLL_MS : false),
  })
  const isRating = stats.data?.isRating === true
  const countOf = (key: Rating) => {
    if (stats.data && !isRating) return String(stats.data[key])
    return stats.isPending || isRating ? '…' : '–'
  }
  return (
    <>
      {isRating && (
        <p role="status" className="mb-2 text-center font-semibold text-slate-700">
          Rating the spots…
        </p>
      )}
      <ul
        aria-label="Spots by rating today"
        aria-busy={stats.isPending || isRating}
        className="grid grid-cols-2 gap-3 sm:grid-cols-5"
      >
        {CARDS.map((card) => (
          <li key={card.rating} className="rounded-xl bg-white p-4 text-center shadow-sm">
            <span className="block text-3xl font-extrabold">{countOf(card.rating)}</span>
            <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
              {card.label}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Island: today's counts per rating on the landing page ('–' when they cannot be loaded). */
export default withQueryProvider(StatCards)
