import { importProgressOf } from '../../../../../../cms/spot-import'
import { SpotImportJobParams } from '../../../../../../shared/contracts/spot-import'
import { ok } from '../../../../../lib/server-only/api/responses'
import { route } from '../../../../../lib/server-only/api/route'
import { assertStaff } from '../../../../../lib/server-only/auth/staff'

/**
 * GET /api/admin/spots/import/{jobId}: a large import's progress, { state, done, total, results }
 * (every result once finished). Staff only; 404 for an unknown job.
 */
export const GET = route(
  { params: SpotImportJobParams, auth: 'required' },
  async ({ params, user, payload }) => {
    assertStaff(user)
    return ok(await importProgressOf({ payload, user, id: params.jobId }))
  },
)
