// An editor's decision on a reported item (the admin's moderation queue): hide,
// restore or delete it, or (admins only) block or unblock its author. Each one is logged.
import type { Payload, TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import type { ModerationDecision } from '../../shared/contracts/moderation'
import { hasRole } from '../access/roles'
import { deleteItem, logAction, resolveReports, setHidden } from './effects'
import { type Item, mustFindItem } from './items'

/** Applies the decision for `user` (403 unless they may), writes the log, answers the item. */
export async function decide(
  payload: Payload,
  user: TypedUser,
  decision: ModerationDecision,
): Promise<Item> {
  assertMayDecide(user, decision.action)
  // Staff read every row, hidden ones included, through the collections' own access.
  const item = await mustFindItem(payload, decision.kind, decision.itemId, user)
  switch (decision.action) {
    case 'hide':
    case 'restore':
      await setHidden(payload, item, decision.action === 'hide')
      await resolveReports(payload, item)
      break
    case 'delete':
      await deleteItem(payload, item)
      await resolveReports(payload, item)
      break
    case 'block':
    case 'unblock':
      await setBlocked(payload, user, item, decision.action === 'block')
      break
  }
  await logAction(payload, {
    moderator: user,
    action: decision.action,
    item,
    reason: decision.reason,
  })
  return item
}

function assertMayDecide(user: TypedUser, action: ModerationDecision['action']): void {
  if (!hasRole(user, 'admin', 'editor')) throw new AppError('FORBIDDEN', 'Only editors moderate')
  const blocking = action === 'block' || action === 'unblock'
  if (blocking && !hasRole(user, 'admin')) {
    throw new AppError('FORBIDDEN', 'Only admins can block accounts')
  }
}

async function setBlocked(payload: Payload, admin: TypedUser, item: Item, blocked: boolean) {
  if (item.authorId == null) throw new AppError('NOT_FOUND', 'The author no longer exists')
  // The admin's own rights: the users collection lets only admins set this field.
  await payload.update({
    collection: 'users',
    id: item.authorId,
    data: { postingBlocked: blocked },
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
}
