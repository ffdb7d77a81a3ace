export const PRODUCT_NAME = 'Firing'
export const TAGLINE = 'Surf everywhere. Chill always.'
export const DEFAULT_DESCRIPTION =
  'Current and 5-day surf conditions for 49 spots worldwide from NOAA and Open-Meteo, rated from EPIC to NOT WORKING, with a live community feed.'

export type PageMeta = {
  title: string
  description?: string
  /** og:type; 'article' for a single post. */
  type?: 'website' | 'article'
  image?: string
  noindex?: boolean
}

/** The document title for a screen: 'Screen · Firing', or the product line on home. */
export function documentTitle(title: string): string {
  return title === PRODUCT_NAME ? `${PRODUCT_NAME} — ${TAGLINE}` : `${title} · ${PRODUCT_NAME}`
}

/** The public origin for canonical and social links: PUBLIC_URL at run time, else the request's. */
export function siteOrigin(requestUrl: URL, publicUrl = process.env.PUBLIC_URL): string {
  const configured = publicUrl?.split(',')[0]?.trim()
  return configured ? new URL(configured).origin : requestUrl.origin
}
