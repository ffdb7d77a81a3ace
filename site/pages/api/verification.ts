import { VerificationListQuery } from '../../../shared/contracts/verification'
import type { VerificationWindowDays } from '../../../shared/domain/forecast/buoy-verification'
import { route } from '../../lib/server-only/api/route'
import { ok } from '../../lib/server-only/api/responses'
import { verificationList } from '../../lib/server-only/verification/read'

/** GET /api/verification?days=30&units: every buoy pooled by forecast day, and each buoy spot. */
export const GET = route({ query: VerificationListQuery }, async ({ query, payload }) =>
  ok(await verificationList(payload, query.days as VerificationWindowDays, query.units), {
    maxAge: 300,
  }),
)
