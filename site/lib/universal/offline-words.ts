// What the site says when there is no connection (docs/offline.md): one place for the words.

/** The offline banner: 'Offline: conditions from 3 h ago', aged from when the page was rendered. */
export function offlineBannerText(renderedAtIso: string, now: Date): string {
  const rendered = Date.parse(renderedAtIso)
  if (Number.isNaN(rendered)) return 'Offline: conditions may be out of date'
  const minutes = Math.floor(Math.max(0, now.getTime() - rendered) / 60_000)
  if (minutes < 1) return 'Offline: conditions from less than a minute ago'
  if (minutes < 60) return `Offline: conditions from ${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `Offline: conditions from ${hours} h ago`
  return `Offline: conditions from ${Math.floor(hours / 24)} d ago`
}

/** The toast when a post, like, comment, edit or delete cannot be sent. */
export const NEEDS_CONNECTION = {
  title: 'No connection',
  description:
    "Posting, liking and commenting need a connection. Nothing was sent: try again when you're back online.",
} as const
