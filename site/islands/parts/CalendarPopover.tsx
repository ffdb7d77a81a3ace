import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { addDays } from '../../../shared/domain/time/dates'
import {
  CALENDAR_WEEKDAYS,
  monthGrid,
  monthOf,
  monthTitle,
  selectableMonths,
  shiftMonth,
} from '../../lib/browser-only/home/calendar'

type Props = { selected: string; today: string; onChoose: (date: string) => void }

const KEY_STEPS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
}

const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The date strip's calendar: one month, Sunday first, only today..today+4 enabled.
 * Arrow keys move between the enabled days, Enter or Space chooses, Escape closes.
 */
export function CalendarPopover({ selected, today, onChoose }: Props) {
  const [open, setOpen] = useState(false)
  const [month, setMonth] = useState(monthOf(selected))
  const [focused, setFocused] = useState(selected)
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const id = useId()
  const months = selectableMonths(today)

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) trigger.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [open, focused, month])

  useEffect(() => {
    if (!open) return
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) close(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return close(true)
    const step = KEY_STEPS[e.key]
    if (step === undefined) return
    e.preventDefault()
    const next = addDays(focused, step)
    if (next < today || next > addDays(today, 4)) return
    setFocused(next)
    setMonth(monthOf(next))
  }

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          setFocused(selected)
          setMonth(monthOf(selected))
          setOpen(!open)
        }}
        className="rounded-full bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700"
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          className="inline sm:mr-1"
        >
          <rect
            x="3"
            y="5"
            width="18"
            height="16"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
        </svg>
        {/* On a phone the icon alone, so the five dates keep the row; the name stays. */}
        <span className="sr-only sm:not-sr-only">Calendar</span>
      </button>
      {open && (
        <div
          ref={panel}
          id={id}
          role="dialog"
          aria-label="Choose a date"
          onKeyDown={onKeyDown}
          className="absolute right-0 z-30 mt-2 w-72 rounded-xl bg-white p-3 shadow-lg ring-1 ring-slate-200"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              aria-label="Previous month"
              disabled={month <= (months[0] ?? month)}
              onClick={() => setMonth(shiftMonth(month, -1))}
              className="rounded px-2 py-1 disabled:opacity-30"
            >
              ‹
            </button>
            <h2 className="text-sm font-semibold" aria-live="polite">
              {monthTitle(month)}
            </h2>
            <button
              type="button"
              aria-label="Next month"
              disabled={month >= (months.at(-1) ?? month)}
              onClick={() => setMonth(shiftMonth(month, 1))}
              className="rounded px-2 py-1 disabled:opacity-30"
            >
              ›
            </button>
          </div>
          <table role="grid" aria-label={monthTitle(month)} className="w-full text-center text-sm">
            <thead>
              <tr>
                {CALENDAR_WEEKDAYS.map((d) => (
                  <th key={d} scope="col" className="py-1 font-medium text-slate-600">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month, today).map((week) => (
                <tr key={week[0]?.date}>
                  {week.map((day) => (
                    <td key={day.date} className="p-0.5">
                      <button
                        type="button"
                        data-date={day.date}
                        disabled={!day.selectable}
                        tabIndex={day.date === focused ? 0 : -1}
                        aria-label={dayName(day.date)}
                        aria-pressed={day.date === selected}
                        onClick={() => {
                          close(false)
                          onChoose(day.date)
                        }}
                        className={`h-8 w-8 rounded-full ${
                          day.date === selected
                            ? 'bg-sea font-semibold text-white'
                            : day.selectable
                              ? 'text-ink hover:bg-sky-100'
                              : 'text-slate-400'
                        } ${day.inMonth ? '' : 'opacity-50'}`}
                      >
                        {Number(day.date.slice(8, 10))}
                      </button>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
