// The admin's staff-only helpers for adding a spot (docs/editors.md 'Adding a spot'):
// GET /api/admin/spot-proposal proposes everything a point decides; GET /api/admin/coastline draws
// the spot map's coast for a view. Not public: not in the OpenAPI document, as no admin route is.
import { z } from 'zod'
import { Exposure, SpotStations } from './conditions'

/** A query number: present, numeric and within [min, max], each failure in words naming it. */
const queryNumber = (name: string, what: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required: ${what}` })
    .trim()
    .min(1, `${name} is required: ${what}`)
    .transform(Number)
    .pipe(
      z
        .number({ error: `${name} must be a number: ${what}` })
        .refine(Number.isFinite, `${name} must be a number: ${what}`)
        .refine((v) => v >= min && v <= max, `${name} must be between ${min} and ${max}: ${what}`),
    )

export const SpotProposalQuery = z.object({
  lat: queryNumber('lat', 'the latitude in degrees, north positive', -90, 90),
  lon: queryNumber('lon', 'the longitude in degrees, east positive', -180, 180),
})
export type SpotProposalQuery = z.infer<typeof SpotProposalQuery>

export const SpotProposal = z.object({
  latitude: z.number(),
  longitude: z.number(),
  /** Distance from the point to the coastline (km). */
  coastKm: z.number(),
  /** Compass direction the beach faces, toward the sea: the share-weighted open water. */
  beachFacingDegrees: z.number().int().min(0).max(359),
  /** Wind blowing from this sector is offshore: facing + 180 ± 45, clockwise. */
  offshoreFromDegrees: z.number().int().min(0).max(359),
  offshoreToDegrees: z.number().int().min(0).max(359),
  exposure: Exposure.extend({ source: z.literal('computed') }),
  timeZone: z.string(),
  isUS: z.boolean(),
  // As GET /api/surf-spots/{id} names them.
  tide: SpotStations.shape.tide,
  buoy: SpotStations.shape.buoy,
  /** US only: a point just inland, for NWS /points (its grid, office and marine zone). */
  nwsPoint: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** US only: the NWS coastal marine zone the point is in, and its office; null when none found. */
  nwsZone: SpotStations.shape.nwsZone,
})
export type SpotProposal = z.infer<typeof SpotProposal>

export const CoastlineQuery = z.object({
  lat: queryNumber('lat', "the view centre's latitude", -90, 90),
  lon: queryNumber('lon', "the view centre's longitude", -180, 180),
  // cms/admin/map-view.ts MIN_ZOOM..MAX_ZOOM.
  zoom: queryNumber('zoom', 'the map zoom', 0, 14),
  width: queryNumber('width', 'the map width in pixels', 100, 2000),
  height: queryNumber('height', 'the map height in pixels', 100, 2000),
})
export type CoastlineQuery = z.infer<typeof CoastlineQuery>

/** The land in the view as one SVG path, in the view's pixels. */
export const Coastline = z.object({ d: z.string(), resolution: z.enum(['110m', '50m', '10m']) })
export type Coastline = z.infer<typeof Coastline>
