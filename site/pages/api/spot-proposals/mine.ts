import { proposalsOf } from '../../../../cms/surfer-proposals'
import { SurferProposalList } from '../../../../shared/contracts/surfer-proposals'
import { ok } from '../../../lib/server-only/api/responses'
import { route } from '../../../lib/server-only/api/route'

/**
 * GET /api/spot-proposals/mine: the signed-in surfer's own proposals, newest first, each with its
 * state and the editor's reason. 401 for visitors. Never cached.
 */
export const GET = route({ auth: 'required' }, async ({ payload, user }) =>
  ok(SurferProposalList.parse({ proposals: await proposalsOf(payload, user) })),
)
