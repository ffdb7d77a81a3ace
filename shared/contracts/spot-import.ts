// Editors' bulk import of spots (issue 35, docs/editors.md 'Importing spots'):
// POST /api/admin/spots/import takes a GeoJSON FeatureCollection of points (an OpenStreetMap
// export of sport=surfing: properties.name, optional breakType, skillLevel, location,
// description) and answers one result per feature, in order; a file of more than
// IMPORT_INLINE_MAX features is a job whose progress GET /api/admin/spots/import/{jobId} answers.
import { z } from 'zod'

/** The most features one file may hold. */
export const IMPORT_MAX_FEATURES = 10_000
/** Files with more features than this run as a job (202 with its status URL). */
export const IMPORT_INLINE_MAX = 50
/** The largest body taken: 10,000 points with names and short descriptions. */
export const IMPORT_MAX_BODY_BYTES = 8 * 1024 * 1024
/** The longest description kept from a feature (longer ones are cut at a word). */
export const IMPORT_DESCRIPTION_MAX = 2000

const Coordinates = z
  .array(z.unknown(), { error: 'coordinates must be [longitude, latitude]' })
  .min(2, 'coordinates must be [longitude, latitude]')
  .max(3, 'coordinates must be [longitude, latitude] (and an optional altitude)')
  .pipe(
    z.tuple(
      [
        z
          .number({ error: 'the longitude must be a number' })
          .min(-180, 'the longitude must be between -180 and 180')
          .max(180, 'the longitude must be between -180 and 180'),
        z
          .number({ error: 'the latitude must be a number' })
          .min(-90, 'the latitude must be between -90 and 90')
          .max(90, 'the latitude must be between -90 and 90'),
      ],
      z.number({ error: 'the altitude must be a number' }),
    ),
  )

/** One point feature; its properties are read leniently (an unnamed one is refused, not a 400). */
export const ImportFeature = z.object({
  type: z.literal('Feature', { error: 'each feature must be a GeoJSON Feature' }),
  geometry: z.object(
    {
      type: z.literal('Point', { error: 'each feature must be a Point: only points are imported' }),
      coordinates: Coordinates,
    },
    { error: 'each feature needs a Point geometry' },
  ),
  properties: z.record(z.string(), z.unknown()).nullable().optional(),
})
export type ImportFeature = z.infer<typeof ImportFeature>

export const ImportFeatureCollection = z.object(
  {
    type: z.literal('FeatureCollection', {
      error: 'features must be a GeoJSON FeatureCollection',
    }),
    features: z
      .array(ImportFeature, { error: 'features.features must be a list of features' })
      .min(1, 'The file holds no features')
      .max(
        IMPORT_MAX_FEATURES,
        `A file may hold at most ${IMPORT_MAX_FEATURES.toLocaleString('en')} features: split it`,
      ),
  },
  { error: 'features must be a GeoJSON FeatureCollection' },
)

/** Credited when the body names no source: the shape imported is OpenStreetMap's export. */
export const DEFAULT_IMPORT_SOURCE = 'OpenStreetMap'
export const DEFAULT_IMPORT_LICENSE = 'ODbL 1.0'

export const SpotImportInput = z.object({
  features: ImportFeatureCollection,
  publish: z.boolean({ error: 'publish must be true or false' }),
  /** Who the data comes from, credited on each spot's report; OpenStreetMap unless given. */
  source: z.string().trim().min(1).max(120, 'source must be at most 120 characters').optional(),
  /** The source's licence; ODbL 1.0 unless given. */
  license: z.string().trim().min(1).max(60, 'license must be at most 60 characters').optional(),
})
export type SpotImportInput = z.infer<typeof SpotImportInput>

export const SpotImportResult = z.object({
  /** The feature's place in the file, from 0. */
  index: z.number().int().min(0),
  status: z.enum(['created', 'refused']),
  /** The feature's name, as given (absent when it had none). */
  name: z.string().optional(),
  /** The created spot's id. */
  id: z.number().int().optional(),
  /** Why the feature was refused, in words. */
  reason: z.string().optional(),
})
export type SpotImportResult = z.infer<typeof SpotImportResult>

/** 200: every feature's result, in the file's order. */
export const SpotImportAnswer = z.object({ results: z.array(SpotImportResult) })
export type SpotImportAnswer = z.infer<typeof SpotImportAnswer>

/** 202: a large file runs as a job; its progress is at statusUrl. */
export const SpotImportQueued = z.object({ jobId: z.number().int(), statusUrl: z.string() })
export type SpotImportQueued = z.infer<typeof SpotImportQueued>

export const IMPORT_STATES = ['queued', 'running', 'finished', 'failed'] as const

/** GET /api/admin/spots/import/{jobId}: how far the job is; results so far (all when finished). */
export const SpotImportProgress = z.object({
  state: z.enum(IMPORT_STATES),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  results: z.array(SpotImportResult),
})
export type SpotImportProgress = z.infer<typeof SpotImportProgress>

export const SpotImportJobParams = z.object({
  jobId: z.coerce
    .number({ error: 'jobId must be a number' })
    .int('jobId must be a whole number')
    .positive('jobId must be a positive number'),
})
