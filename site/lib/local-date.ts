import { format } from 'date-fns'

/** Today on the visitor's own calendar, YYYY-MM-DD (SPEC §7: the profile asks for today). */
export function todayLocal(now: Date = new Date()): string {
  return format(now, 'yyyy-MM-dd')
}
