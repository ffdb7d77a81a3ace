import { CommentIdParams, ReportInput } from '../../../../../shared/contracts/moderation'
import { reportAnswer } from '../../../../lib/server-only/moderation/report-answer'
import { route } from '../../../../lib/server-only/api/route'
import { limitWrites } from '../../../../lib/server-only/feed/limits'
import { reportItem } from '../../../../../cms/moderation'

/** POST /api/comments/{id}/report: JSON {reason, note?}; 201 for a new report, 200 for a repeat. */
export const POST = route(
  { params: CommentIdParams, body: ReportInput, auth: 'required' },
  async ({ params, body, payload, user }) => {
    await limitWrites('report', user)
    return reportAnswer(await reportItem(payload, user, { kind: 'comment', id: params.id }, body))
  },
)
