import { useQuery } from '@tanstack/react-query'
import { todayLocal } from '../lib/local-date'
import { statsQueryOptions } from '../lib/queries/stats'
import { QueryProvider } from './parts/QueryProvider'
import { useMounted } from './parts/use-mounted'

// SPEC §2: five cards; 'Flat' counts the spots rated 'not working'.
const CARDS = [
  { key: 'epic', label: 'Epic' },
  { key: 'firing', label: 'Firing' },
  { key: 'good', label: 'Good' },
  { key: 'rideable', label: 'Rideable' },
  { key: 'not working', label: 'Flat' },
] as const

function StatCards() {
  const mounted = useMounted()
  const stats = useQuery(statsQueryOptions(todayLocal()))
  const countOf = (key: (typeof CARDS)[number]['key']) =>
    !mounted || stats.isPending ? '…' : stats.data ? String(stats.data[key]) : '–'
  return (
    <ul
      aria-label="Spots by rating today"
      aria-busy={!mounted || stats.isPending}
      className="grid grid-cols-2 gap-3 sm:grid-cols-5"
    >
      {CARDS.map((card) => (
        <li key={card.key} className="rounded-xl bg-white p-4 text-center shadow-sm">
          <span className="block text-3xl font-extrabold">{countOf(card.key)}</span>
          <span className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {card.label}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Island: today's counts per rating on the landing page ('–' when they cannot be loaded). */
export default function LandingStats() {
  return (
    <QueryProvider>
      <StatCards />
    </QueryProvider>
  )
}
