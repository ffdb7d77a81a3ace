// POST /cms-api/content-reports/decide: the moderation queue's buttons (cms/moderation/admin).
import type { PayloadHandler } from 'payload'
import { AppError, parseOrThrow } from '../../shared/contracts/errors'
import { ModerationDecision } from '../../shared/contracts/moderation'
import { decide } from './decide'

/** Parses the decision, applies it for the signed-in editor, answers {ok} or the error. */
export const decideEndpoint: PayloadHandler = async (req) => {
  try {
    if (!req.user) throw new AppError('UNAUTHORIZED', 'Unauthorized')
    const body: unknown = await req.json?.().catch(() => null)
    const decision = parseOrThrow(ModerationDecision, body, 'Invalid decision')
    const item = await decide(req.payload, req.user, decision)
    return Response.json({ ok: true, kind: item.kind, itemId: item.id })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    const errors = error.fieldErrors.length ? { errors: error.fieldErrors } : {}
    return Response.json({ message: error.message, ...errors }, { status: error.status })
  }
}
