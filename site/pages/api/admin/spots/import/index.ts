import { importSpots, startImportJob } from '../../../../../../cms/spot-import'
import {
  IMPORT_INLINE_MAX,
  IMPORT_MAX_BODY_BYTES,
  SpotImportInput,
} from '../../../../../../shared/contracts/spot-import'
import { accepted, ok } from '../../../../../lib/server-only/api/responses'
import { route } from '../../../../../lib/server-only/api/route'
import { assertStaff } from '../../../../../lib/server-only/auth/staff'

/**
 * POST /api/admin/spots/import: editors import a GeoJSON FeatureCollection of points as spots
 * (docs/api.md). Staff only (401 visitor, 403 surfer or another site); 400 for a body that is not
 * a FeatureCollection of points with valid coordinates or holds more than 10,000; 413 past 8 MB.
 * Up to 50 features: 200 with one result per feature; more: 202 with the job's status URL.
 */
export const POST = route(
  { body: SpotImportInput, auth: 'required', maxBodyBytes: IMPORT_MAX_BODY_BYTES },
  async ({ body, user, payload }) => {
    assertStaff(user)
    const features = body.features.features
    if (features.length > IMPORT_INLINE_MAX) {
      const queued = await startImportJob({ payload, user, input: body })
      return accepted(queued)
    }
    const results = await importSpots({
      payload,
      user,
      features,
      publish: body.publish,
      source: body.source,
      license: body.license,
    })
    return ok({ results })
  },
)
