// The endpoints a signed-in surfer of this site calls that other apps may want to know about,
// documented beside the public GETs (document.ts) but never public: no CORS, no ETag, the session
// cookie required. Kept out of PUBLIC_ROUTES so the public read rules never apply to them.
import type { z } from 'zod'
import {
  SpotImportAnswer,
  SpotImportInput,
  SpotImportJobParams,
  SpotImportProgress,
  SpotImportQueued,
} from '../../../../shared/contracts/spot-import'
import {
  SpotProposalInput,
  SurferProposal,
  SurferProposalList,
} from '../../../../shared/contracts/surfer-proposals'

export type SignedInRoute = {
  method: 'get' | 'post'
  path: `/api/${string}`
  summary: string
  description: string
  body?: z.ZodType
  params?: z.ZodObject
  status: 200 | 201
  answer: z.ZodType
  /** Another success answer (202 for work that goes on as a job). */
  alsoAnswers?: { status: 202; description: string; answer: z.ZodType }
  /** The error statuses it answers besides 401, each with what it means. */
  errors: Partial<Record<400 | 403 | 404 | 409 | 413 | 429, string>>
}

export const SIGNED_IN_ROUTES: readonly SignedInRoute[] = [
  {
    method: 'post',
    path: '/api/spot-proposals',
    summary: 'Propose a point as a surf spot',
    description:
      'A signed-in surfer proposes a point where a wave breaks. It is stored pending until an editor accepts it (a published spot credited to the surfer) or rejects it with a reason. Only the proposer and staff read it.',
    body: SpotProposalInput,
    status: 201,
    answer: SurferProposal,
    errors: {
      400: 'A field missing, too long or not one of the choices; the point on land, more than 5 km from a coast or with no open water around it',
      403: 'A write from another site',
      409: 'A published spot or a pending proposal lies within 300 m, or a spot has the name',
      429: 'More than 5 proposals in a day',
    },
  },
  {
    method: 'get',
    path: '/api/spot-proposals/mine',
    summary: "The signed-in surfer's proposed spots",
    description:
      'Newest first, each with its state (pending, accepted, rejected), the editor’s reason and, once accepted, the published spot.',
    status: 200,
    answer: SurferProposalList,
    errors: {},
  },
  {
    method: 'post',
    path: '/api/admin/spots/import',
    summary: 'Import spots from a GeoJSON file (staff)',
    description:
      'Editors and admins import a FeatureCollection of points (an OpenStreetMap export of sport=surfing: properties.name, optional breakType, skillLevel, location, description). Each feature is created as a point-only spot, not featured, credited to source and license (OpenStreetMap, ODbL 1.0 unless given), or refused with the reason: no name, on land, far from any coast, within 300 m of a spot or of an earlier feature, a name already used. Up to 50 features: 200 with one result per feature in order; more: 202 with a job to follow.',
    body: SpotImportInput,
    status: 200,
    answer: SpotImportAnswer,
    alsoAnswers: {
      status: 202,
      description: 'More than 50 features: the import runs as a job; follow statusUrl',
      answer: SpotImportQueued,
    },
    errors: {
      400: 'Not a FeatureCollection, a feature that is not a Point, coordinates out of range, more than 10,000 features, publish missing',
      403: 'Signed in as a surfer, or a write from another site',
      413: 'A body over 8 MB',
    },
  },
  {
    method: 'get',
    path: '/api/admin/spots/import/{jobId}',
    summary: 'A large import’s progress (staff)',
    description:
      'state (queued, running, finished, failed), done of total, and the results so far in the file’s order: all of them once finished.',
    params: SpotImportJobParams,
    status: 200,
    answer: SpotImportProgress,
    errors: { 403: 'Signed in as a surfer', 404: 'No import with this id' },
  },
]
