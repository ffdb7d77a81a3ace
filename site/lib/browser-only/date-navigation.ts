// How a date strip click reaches the page. The strip renders plain links (the map and any page
// without JavaScript get a server render for the new date); a page that loads dates in the
// browser (home) registers a handler here and the strip hands the choice to it instead.
import { atom } from 'nanostores'

type DateHandler = (date: string, href: string) => void

let handler: DateHandler | null = null

/** The date the page shows when it changed it in the browser (null: the server's choice). */
export const $shownDate = atom<string | null>(null)

/** Registers the page's handler; returns the unregister function. */
export function handleDateChoices(next: DateHandler): () => void {
  handler = next
  return () => {
    if (handler === next) handler = null
  }
}

/** Hands a chosen date to the page; false when nobody handles it (follow the link then). */
export function chooseDate(date: string, href: string): boolean {
  if (!handler) return false
  handler(date, href)
  return true
}
