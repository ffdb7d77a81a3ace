import { useStore } from '@nanostores/react'
import type { MouseEvent } from 'react'
import { dateStripLabel, dateWindow } from '../../shared/domain/time/dates'
import { $shownDate, chooseDate } from '../lib/browser-only/date-navigation'
import { CalendarPopover } from './parts/CalendarPopover'

type Props = { selected: string; today: string; basePath: string; keep?: Record<string, string> }

/** Island: the five-day strip as plain links plus the calendar. */
export default function DateStripBar({ selected, today, basePath, keep = {} }: Props) {
  const shown = useStore($shownDate) ?? selected
  const hrefFor = (date: string) => {
    const params = new URLSearchParams(keep)
    if (date !== today) params.set('date', date)
    const query = params.toString()
    return query ? `${basePath}?${query}` : basePath
  }
  // A page that loads dates in the browser takes the choice; otherwise the link is followed.
  const onLink = (e: MouseEvent, date: string) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
    if (chooseDate(date, hrefFor(date))) e.preventDefault()
  }
  const onCalendar = (date: string) => {
    if (!chooseDate(date, hrefFor(date))) window.location.assign(hrefFor(date))
  }

  return (
    // On a phone the dates are one row that scrolls sideways inside itself (they took two rows,
    // and the chips below two more, before the first card); from `sm` they wrap as before. The
    // calendar stays outside the scroller, which would clip its popover.
    <div className="flex items-center gap-2">
      <nav
        aria-label="Choose a date"
        className="-m-1 flex min-w-0 gap-2 overflow-x-auto p-1 [scrollbar-width:thin] sm:m-0 sm:flex-wrap sm:overflow-visible sm:p-0"
      >
        {dateWindow(today).map((date) => (
          <a
            key={date}
            href={hrefFor(date)}
            onClick={(e) => onLink(e, date)}
            aria-current={date === shown ? 'date' : undefined}
            className={`shrink-0 rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap ${
              date === shown ? 'bg-sea text-white' : 'bg-white text-slate-700'
            }`}
          >
            {dateStripLabel(date, today)}
          </a>
        ))}
      </nav>
      <div className="shrink-0">
        <CalendarPopover selected={shown} today={today} onChoose={onCalendar} />
      </div>
    </div>
  )
}
