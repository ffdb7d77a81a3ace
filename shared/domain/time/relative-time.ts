// Relative post times: under 60 s 'just now', then whole minutes, hours, days.

/** '5m', '3h', '2d' or 'just now' for the age of createdAtIso at now; '' when unparseable. */
export function formatRelativeTime(createdAtIso: string, now: Date): string {
  const created = Date.parse(createdAtIso)
  if (Number.isNaN(created)) return ''
  const seconds = Math.floor((now.getTime() - created) / 1000)
  // A clock slightly ahead of the server makes fresh posts look future-dated: still 'just now'.
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h`
  return `${Math.floor(hours / 24)}d`
}
