import { useEffect, useId, useRef, useState } from 'react'
import type { RatingReasons } from '../../../shared/contracts/conditions'
import { ratingLabel } from '../../../shared/domain/ratings'
import { tooltipOpenDelay } from '../../lib/home/tooltip-delay'
import { ratingTone } from './rating-style'

const PILL = 'rounded-full px-3 py-1 text-xs font-bold tracking-wide'

/** What the badge lists: the one-line summary, what held it back, what was missing. */
type Reasons = Pick<RatingReasons, 'summary' | 'nextTier' | 'missing'> & {
  heldBackBy: readonly { text: string }[]
}

/** The checks that decided a rating, as sentences (shared/domain/RATING.md). */
function ReasonList({ reasons }: { reasons: Reasons }) {
  return (
    <>
      <p className="font-semibold">{reasons.summary}</p>
      {reasons.heldBackBy.length > 0 && (
        <>
          <p className="mt-2 text-slate-600">
            {reasons.nextTier
              ? `Held back from ${ratingLabel(reasons.nextTier)} by:`
              : 'What makes it not working:'}
          </p>
          <ul className="list-disc pl-4">
            {reasons.heldBackBy.map((check) => (
              <li key={check.text}>{check.text}</li>
            ))}
          </ul>
        </>
      )}
      {reasons.missing.length > 0 && (
        <p className="mt-2 text-slate-600">Missing data: {reasons.missing.join(', ')}</p>
      )}
    </>
  )
}

type Props = { rating: string | null | undefined; reasons?: Reasons | null }

// When the last hover panel closed, for SPEC §9's skip delay across badges.
let lastHoverClose: number | null = null

/** Open state of the reasons: pinned by a press (mouse, Enter, Space) or shown while hovered. */
function useReasonsOpen() {
  const [pinned, setPinned] = useState(false)
  const [hovered, setHovered] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const onEnter = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setHovered(true), tooltipOpenDelay(Date.now(), lastHoverClose))
  }
  const onLeave = () => {
    clearTimeout(timer.current)
    if (hovered) lastHoverClose = Date.now()
    setHovered(false)
  }
  const close = () => {
    setPinned(false)
    setHovered(false)
  }
  return { open: pinned || hovered, pinned, setPinned, onEnter, onLeave, close }
}

/**
 * A condition rating as its label on a coloured pill: the words carry it, not the colour. With
 * reasons, the pill is a disclosure button that shows why the spot got that rating (on press, or
 * after resting the pointer on it for SPEC §9's tooltip delay).
 */
export function RatingBadge({ rating, reasons }: Props) {
  const state = useReasonsOpen()
  const id = useId()
  const label = ratingLabel(rating)
  if (!reasons) return <span className={`${PILL} ${ratingTone(rating)}`}>{label}</span>
  return (
    <div
      className="relative inline-block"
      onPointerEnter={state.onEnter}
      onPointerLeave={state.onLeave}
    >
      <button
        type="button"
        aria-expanded={state.open}
        aria-controls={id}
        onClick={() => (state.pinned ? state.close() : state.setPinned(true))}
        onKeyDown={(e) => e.key === 'Escape' && state.close()}
        className={`${PILL} ${ratingTone(rating)} inline-flex items-center gap-1`}
      >
        {label}
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 7v5M8 4.5v.5" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span className="sr-only">: why this rating</span>
      </button>
      <div
        id={id}
        role="region"
        aria-label={`Why ${label}`}
        hidden={!state.open}
        className="absolute top-full left-0 z-20 mt-2 w-64 rounded-lg bg-white p-3 text-left text-xs text-ink shadow-lg ring-1 ring-slate-200"
      >
        <ReasonList reasons={reasons} />
      </div>
    </div>
  )
}
