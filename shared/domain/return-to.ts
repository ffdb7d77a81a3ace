// Where a sign-in may send the browser afterwards: only a path on this site, so a crafted link
// cannot turn sign-in into an open redirect.

/** The path to return to after sign-in, or '/' when `value` is not a safe same-site path. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/'
  if (hasControlOrBackslash(value) || value.length > 2000) return '/'
  // Parsed against a throwaway origin: anything that escapes it was not a plain path.
  const url = new URL(value, 'http://firing.invalid')
  if (url.origin !== 'http://firing.invalid') return '/'
  // Sign-in and sign-out endpoints would loop or undo the sign-in.
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return '/'
  return url.pathname + url.search + url.hash
}

// Browsers drop tabs and newlines from URLs and read '\\' as '/': either could hide a '//'.
function hasControlOrBackslash(value: string): boolean {
  return [...value].some(
    (ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f,
  )
}
