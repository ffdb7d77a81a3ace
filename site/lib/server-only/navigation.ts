/** The bottom navigation: four tabs, the active one follows the path. */
export const BOTTOM_TABS = [
  { label: 'Spots', href: '/', paths: ['/', '/spots', '/surf-spots'] },
  { label: 'Map', href: '/map', paths: ['/map', '/surf-map'] },
  { label: 'Summary', href: '/summary', paths: ['/summary'] },
  { label: 'Favorites', href: '/favorites', paths: ['/favorites'] },
] as const

/** The site menu. */
export const SITE_MENU = [
  { label: 'Blog', href: '/blog' },
  { label: 'Board Room', href: '/board-room' },
  { label: 'Who We Are', href: '/who-we-are' },
  { label: 'Contact Us', href: '/contact-us' },
] as const

/** Which bottom tab a path belongs to, or null when none is active. */
export function activeTabFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return BOTTOM_TABS.find((tab) => (tab.paths as readonly string[]).includes(path))?.label ?? null
}
