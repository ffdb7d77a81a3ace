// POST /api/feed/{id}/report and /api/comments/{id}/report.
import type { Payload, TypedUser } from 'payload'
import type { ReportedKind, ReportInput, ReportReceipt } from '../../shared/contracts/moderation'
import { serverWriteContext } from '../access/server-write'
import { logAction, setHidden } from './effects'
import { findItem, type Item, mustFindItem } from './items'
import { autoHideThreshold } from './settings'

/**
 * Records the user's report of an item they can read (404 otherwise). A repeat by the same user
 * changes nothing and answers `created: false`. Enough different reporters hide the item.
 */
export async function reportItem(
  payload: Payload,
  user: TypedUser,
  target: { kind: ReportedKind; id: number },
  input: ReportInput,
): Promise<ReportReceipt> {
  const item = await mustFindItem(payload, target.kind, target.id, user)
  const receipt = { kind: item.kind, itemId: item.id, reason: input.reason }
  if (await hasReported(payload, user, item)) return { ...receipt, created: false }
  try {
    await payload.create({
      collection: 'content-reports',
      data: { itemKind: item.kind, itemId: item.id, reporter: user.id, status: 'open', ...input },
      user,
      overrideAccess: false,
      context: serverWriteContext,
    })
  } catch (error) {
    // Two identical requests at the same moment: the unique index let one through.
    if (await hasReported(payload, user, item)) return { ...receipt, created: false }
    throw error
  }
  await hideAtThreshold(payload, item)
  return { ...receipt, created: true }
}

async function hasReported(payload: Payload, user: TypedUser, item: Item): Promise<boolean> {
  // System read: surfers may not read reports, not even their own.
  const { totalDocs } = await payload.count({
    collection: 'content-reports',
    where: {
      reporter: { equals: user.id },
      itemKind: { equals: item.kind },
      itemId: { equals: item.id },
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Hides the item once enough different users have open reports on it, until an editor decides. */
async function hideAtThreshold(payload: Payload, item: Item): Promise<void> {
  const [open, threshold] = await Promise.all([
    payload.count({
      collection: 'content-reports',
      where: {
        itemKind: { equals: item.kind },
        itemId: { equals: item.id },
        status: { equals: 'open' },
      },
      overrideAccess: true,
    }),
    autoHideThreshold(payload),
  ])
  // One report per reporter and item (unique index), so reports count reporters.
  if (open.totalDocs < threshold) return
  const current = await findItem(payload, item.kind, item.id, null)
  if (!current || current.hidden) return
  await setHidden(payload, current, true)
  await logAction(payload, {
    moderator: null,
    action: 'auto-hide',
    item: current,
    reason: `Reported by ${open.totalDocs} different users`,
  })
}
