/** '25 Nov, 07:00 UTC': a time for the /accuracy page, which has no single spot's zone. */
export function formatInZone(iso: string, timeZone = 'UTC'): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))
  return `${text} ${timeZone}`
}
