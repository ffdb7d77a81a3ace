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
    <div className="flex flex-wrap items-center gap-2">
      <nav aria-label="Choose a date" className="flex flex-wrap gap-2">
        {dateWindow(today).map((date) => (
          <a
            key={date}
            href={hrefFor(date)}
            onClick={(e) => onLink(e, date)}
            aria-current={date === shown ? 'date' : undefined}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ${
              date === shown ? 'bg-sea text-white' : 'bg-white text-slate-700'
            }`}
          >
            {dateStripLabel(date, today)}
          </a>
        ))}
      </nav>
      <CalendarPopover selected={shown} today={today} onChoose={onCalendar} />
    </div>
  )
}
