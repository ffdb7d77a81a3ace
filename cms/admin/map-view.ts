// The admin's spot-picking map (cms/fields/spot-map.tsx): one Web Mercator view, computed the
// same way in the browser (marker, clicks) and on the server (the coastline it draws), so a click
// lands where the drawn coast says it does.
import { geoMercator } from 'd3-geo'
import type { GeoProjection } from 'd3-geo'

export const MIN_ZOOM = 0
/** Also the bound of CoastlineQuery.zoom (shared/contracts/spot-proposal.ts). */
export const MAX_ZOOM = 14
/** Mercator's usable latitudes: a view centre stays within them. */
export const MAX_VIEW_LAT = 80

export type MapView = {
  /** The view's centre, where the crosshair is. */
  lat: number
  lon: number
  /** 0 shows the world across `width`; each step doubles the scale. */
  zoom: number
  width: number
  height: number
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** A longitude folded into [-180, 180). */
export const wrapLongitude = (lon: number) => ((((lon + 180) % 360) + 360) % 360) - 180

/** The view with its centre and zoom in range. */
export function normaliseView(view: MapView): MapView {
  return {
    ...view,
    lat: clamp(view.lat, -MAX_VIEW_LAT, MAX_VIEW_LAT),
    lon: wrapLongitude(view.lon),
    zoom: clamp(Math.round(view.zoom), MIN_ZOOM, MAX_ZOOM),
  }
}

/** The Mercator projection of the view: [lon, lat] → pixels, clipped to the view's box. */
export function viewProjection(view: MapView): GeoProjection {
  return geoMercator()
    .scale((view.width / (2 * Math.PI)) * 2 ** view.zoom)
    .center([view.lon, view.lat])
    .translate([view.width / 2, view.height / 2])
    .clipExtent([
      [0, 0],
      [view.width, view.height],
    ])
}

/** Kilometres one pixel spans at the view's centre. */
export function kmPerPixel(view: MapView): number {
  const circumferenceKm = 40075 * Math.cos((view.lat * Math.PI) / 180)
  return circumferenceKm / (view.width * 2 ** view.zoom)
}

/** The view moved by a fraction of its own size (dx east, dy south; 1 = a whole view). */
export function panView(view: MapView, dx: number, dy: number): MapView {
  const projection = viewProjection(view)
  const target = projection.invert?.([
    view.width / 2 + dx * view.width,
    view.height / 2 + dy * view.height,
  ])
  if (!target) return view
  return normaliseView({ ...view, lon: target[0], lat: target[1] })
}

/** The point under a pixel of the view, rounded to 5 decimals (about 1 m). */
export function pointAt(view: MapView, x: number, y: number): { lat: number; lon: number } | null {
  const found = viewProjection(view).invert?.([x, y])
  if (!found) return null
  const round = (v: number) => Math.round(v * 1e5) / 1e5
  return { lat: round(clamp(found[1], -90, 90)), lon: round(wrapLongitude(found[0])) }
}

/** The pixel of a point in the view (it may lie outside the box). */
export function pixelOf(view: MapView, lat: number, lon: number): [number, number] | null {
  const projection = geoMercator()
    .scale((view.width / (2 * Math.PI)) * 2 ** view.zoom)
    .center([view.lon, view.lat])
    .translate([view.width / 2, view.height / 2])
  // Unclipped, so a point just outside still has a pixel; the nearer copy across the date line.
  const near = wrapLongitude(lon - view.lon) + view.lon
  return projection([near, lat])
}

/** Which Natural Earth land a zoom draws: coarse for the world, 1:10m close in. */
export function landResolution(zoom: number): '110m' | '50m' | '10m' {
  if (zoom <= 2) return '110m'
  if (zoom <= 4) return '50m'
  return '10m'
}
