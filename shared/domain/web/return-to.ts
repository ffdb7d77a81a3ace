// Where a sign-in may send the browser afterwards: only a path on this site, so a crafted link
// cannot turn sign-in into an open redirect.

const THROWAWAY_ORIGIN = 'http://firing.invalid'

/** The path to return to after sign-in, or '/' when `value` is not a safe same-site path. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.length > 2000) return '/'
  if (hasControlOrBackslash(value)) return '/'
  // Parsed against a throwaway origin: anything that escapes it was not a plain path.
  const url = new URL(value, THROWAWAY_ORIGIN)
  if (url.origin !== THROWAWAY_ORIGIN) return '/'
  // The checks run on what is returned, after the parser resolved dot segments ('/.//x',
  // '/%2e%2e//x' become '//x'), and again on its decoded form ('/%2f%2fx', '/%5cx').
  const decoded = decodePath(url.pathname)
  if (decoded === null || !isOneSlashPath(url.pathname) || !isOneSlashPath(decoded)) return '/'
  if (decoded.includes('\\')) return '/'
  // Sign-in and sign-out endpoints would loop or undo the sign-in.
  const lower = decoded.toLowerCase()
  if (lower === '/api' || lower.startsWith('/api/')) return '/'
  return url.pathname + url.search + url.hash
}

// '/' alone, or one '/' followed by a path character: never '//host' nor '/\host'.
function isOneSlashPath(path: string): boolean {
  return path === '/' || /^\/[^/\\]/.test(path)
}

function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path)
  } catch {
    return null // a malformed escape ('/%') is not a path a link of ours would hold
  }
}

// Browsers drop tabs and newlines from URLs and read '\\' as '/': either could hide a '//'.
function hasControlOrBackslash(value: string): boolean {
  return [...value].some(
    (ch) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f,
  )
}
