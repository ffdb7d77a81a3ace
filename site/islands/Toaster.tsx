import { useStore } from '@nanostores/react'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { $toasts, dismissToast, type Toast } from '../lib/browser-only/toast'

// One toast at a time, shown 5000 ms, dismissed by a 50 px swipe, F8 focuses the area.
const DURATION_MS = 5000
const SWIPE_PX = 50

/**
 * Island: the notification area. Written here rather than with Radix Toast, whose ~10 KB gzip
 * (with the layers it shares) sat on every page inside home's 100 KB budget. It keeps what Radix
 * gave: a polite live region, pause while pointed at or focused, swipe right, F8, a Close button.
 */
export default function Toaster() {
  const toasts = useStore($toasts)
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') region.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
  return (
    <section ref={region} tabIndex={-1} aria-label="Notifications (F8)" className="outline-none">
      <ol
        aria-live="polite"
        className="fixed right-4 bottom-20 z-50 flex w-80 max-w-[90vw] flex-col gap-2"
      >
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false)
  const [offset, setOffset] = useState(0)
  const start = useRef<number | null>(null)
  useEffect(() => {
    if (paused) return
    const timer = setTimeout(() => dismissToast(toast.id), DURATION_MS)
    return () => clearTimeout(timer)
  }, [paused, toast.id])

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current))
  }
  const onPointerUp = () => {
    if (offset >= SWIPE_PX) dismissToast(toast.id)
    start.current = null
    setOffset(0)
  }
  const tone = toast.variant === 'destructive' ? 'bg-red-700 text-white' : 'bg-white text-ink'
  return (
    <li
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      className={`relative touch-pan-y rounded-xl p-4 shadow-lg ${tone}`}
    >
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="text-sm">{toast.description}</p>}
      {toast.action && (
        <a
          href={toast.action.href}
          className="mt-2 inline-block rounded-full bg-sea px-4 py-1 text-sm font-semibold text-white"
        >
          {toast.action.label}
        </a>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="absolute top-2 right-3 text-sm"
        aria-label="Close"
      >
        ×
      </button>
    </li>
  )
}
