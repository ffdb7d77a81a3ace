import type { TypedUser } from 'payload'
import { AppError } from '../../shared/contracts/errors'
import { BLOCKED_MESSAGE } from '../../shared/contracts/moderation'

/** Whether an admin has blocked this account from posting and commenting. */
export const isBlocked = (user: TypedUser): boolean => user.postingBlocked === true

/** Throws 403 'Your account cannot post right now' for a blocked account. */
export function assertMayPost(user: TypedUser): void {
  if (isBlocked(user)) throw new AppError('FORBIDDEN', BLOCKED_MESSAGE)
}
