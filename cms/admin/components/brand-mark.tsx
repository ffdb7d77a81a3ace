import type React from 'react'

/** Firing's wave-and-sun mark, the same drawing as the site's favicon (site/public/favicon.svg). */
export const BrandMark = ({ size }: { size: number }): React.ReactElement => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 64 64"
    width={size}
    height={size}
    aria-hidden="true"
  >
    <rect width="64" height="64" rx="14" fill="#0b1b2b" />
    <path d="M8 42c8-14 20-20 32-16-6 2-10 7-10 13 6-7 16-8 26-3v14H8z" fill="#22d3ee" />
    <circle cx="46" cy="18" r="7" fill="#fbbf24" />
  </svg>
)
