// A post's surf report ("How was it?"). The fields are parsed by the contract
// (shared/contracts/feed.ts); here is what needs the clock or the database: the spot exists, the
// session is within the last 24 hours, and the surfer has not reported this spot within 3 hours.
import type { Payload, PayloadRequest, TypedUser } from 'payload'
import type { SurfReportFields } from '../../shared/contracts/feed'
import { SURF_REPORT_MAX_AGE_MS, SURF_REPORT_WINDOW_MS } from '../../shared/contracts/surfer-report'
import { AppError } from '../../shared/contracts/errors'

/** A surfer's clock may run a little ahead of ours: "now" up to 5 minutes early is still now. */
export const SURF_REPORT_SKEW_MS = 5 * 60_000

/** Why a session time is refused (future, or more than 24 h back), or null when it is fine. */
export function surfedAtProblem(surfedAt: string, now: Date): string | null {
  const age = now.getTime() - new Date(surfedAt).getTime()
  if (age < -SURF_REPORT_SKEW_MS) return 'reportSurfedAt must not be in the future'
  if (age > SURF_REPORT_MAX_AGE_MS) return 'reportSurfedAt must be within the last 24 hours'
  return null
}

const badField = (path: string, message: string) =>
  new AppError('BAD_REQUEST', message, [{ path, message }])

/**
 * Throws a 400 for an unknown spot or a time out of range, and a 409 when the surfer already
 * reported this spot within 3 hours of this session (another post; `postId` is the one edited).
 */
export async function assertReportAllowed(
  payload: Payload,
  options: { user: TypedUser; report: SurfReportFields; now: Date; postId?: number },
): Promise<void> {
  const { user, report, now, postId } = options
  const problem = surfedAtProblem(report.reportSurfedAt, now)
  if (problem) throw badField('reportSurfedAt', problem)
  const spot = await payload.findByID({
    collection: 'surf-spots',
    id: report.reportSpotId,
    depth: 0,
    select: { name: true },
    disableErrors: true,
    overrideAccess: false,
  })
  if (!spot) throw badField('reportSpotId', 'reportSpotId must be a known spot')
  const at = new Date(report.reportSurfedAt).getTime()
  const { totalDocs } = await payload.count({
    collection: 'surfer-reports',
    where: {
      and: [
        { author: { equals: user.id } },
        { spot: { equals: report.reportSpotId } },
        { surfedAt: { greater_than: new Date(at - SURF_REPORT_WINDOW_MS).toISOString() } },
        { surfedAt: { less_than: new Date(at + SURF_REPORT_WINDOW_MS).toISOString() } },
        ...(postId ? [{ post: { not_equals: postId } }] : []),
      ],
    },
  })
  if (totalDocs > 0) {
    throw new AppError(
      'CONFLICT',
      `You already reported ${spot.name} within 3 hours of this session: edit that post's report instead`,
      [{ path: 'reportSurfedAt', message: 'One report per spot every 3 hours' }],
    )
  }
}

/**
 * Sets the post's report (creating or replacing it), in the caller's transaction. The collection
 * is written only here, so it runs past the admin-only access with the author set from the user.
 */
export async function saveReport(
  payload: Payload,
  options: {
    req: Partial<PayloadRequest>
    postId: number
    user: TypedUser
    report: SurfReportFields
  },
): Promise<void> {
  const { req, postId, user, report } = options
  const data = {
    post: postId,
    author: user.id,
    spot: report.reportSpotId,
    surfedAt: new Date(report.reportSurfedAt).toISOString(),
    size: report.reportSize,
    rating: report.reportRating,
    wind: report.reportWind,
  }
  const { docs } = await payload.find({
    collection: 'surfer-reports',
    where: { post: { equals: postId } },
    limit: 1,
    depth: 0,
    req,
  })
  const [existing] = docs
  if (existing) {
    await payload.update({ collection: 'surfer-reports', id: existing.id, data, depth: 0, req })
  } else {
    await payload.create({ collection: 'surfer-reports', data, depth: 0, req })
  }
}

/** Removes the post's report, if it has one. */
export async function removeReport(
  payload: Payload,
  options: { req: Partial<PayloadRequest>; postId: number },
): Promise<void> {
  await payload.delete({
    collection: 'surfer-reports',
    where: { post: { equals: options.postId } },
    req: options.req,
  })
}
