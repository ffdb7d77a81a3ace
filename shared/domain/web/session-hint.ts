// The readable cookie beside the httpOnly session cookie (server/session-hint.ts sets and clears
// it): a page asks who is signed in only when it is there, so a visitor's page never asks and
// never logs GET /api/auth/user's 401 in the console.
export const SESSION_HINT = 'firing-session'

/** True when a cookie header (document.cookie) carries the hint. */
export const hasSessionHint = (cookieHeader: string): boolean =>
  cookieHeader.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT}=1`))
