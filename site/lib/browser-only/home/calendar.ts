// The calendar popover's month grid (one month, weeks start on Sunday, only today through
// today + 4 selectable). Dates are 'YYYY-MM-DD'; months 'YYYY-MM'.
import { addDays, isInDateWindow, weekdayOf } from '../../../../shared/domain/time/dates'

export type CalendarDay = { date: string; inMonth: boolean; selectable: boolean }

const WEEK_START = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

export const CALENDAR_WEEKDAYS = WEEK_START

/** The month of a date: '2026-11-21' → '2026-11'. */
export const monthOf = (date: string): string => date.slice(0, 7)

/** The month n months after (or before) a month. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  const index = (y ?? 0) * 12 + (m ?? 1) - 1 + n
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** 'November 2026'. */
export function monthTitle(month: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** The weeks of a month, Sunday first, padded with the neighbouring months' days. */
export function monthGrid(month: string, today: string): CalendarDay[][] {
  const first = `${month}-01`
  const start = addDays(first, -WEEK_START.indexOf(weekdayOf(first)))
  const weeks: CalendarDay[][] = []
  for (let cursor = start; monthOf(cursor) <= month || weeks.length === 0;) {
    const week = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(cursor, i)
      return { date, inMonth: monthOf(date) === month, selectable: isInDateWindow(date, today) }
    })
    weeks.push(week)
    cursor = addDays(cursor, 7)
  }
  return weeks
}

/** The months the calendar may show: those holding a selectable day (one or two). */
export function selectableMonths(today: string): string[] {
  const months = [monthOf(today), monthOf(addDays(today, 4))]
  return [...new Set(months)]
}
